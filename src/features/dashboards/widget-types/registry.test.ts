import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { WIDGET_CHARTS } from './charts';
import { isDrawnType, notDrawn, typeLabel, WIDGET_TYPE_NAMES, WIDGET_TYPES, widgetType } from './registry';

describe('widget-type registry', () => {
  it('declares every type once, each with a chart', () => {
    expect(WIDGET_TYPE_NAMES).toEqual(Object.keys(WIDGET_TYPES));
    expect(Object.keys(WIDGET_CHARTS).sort()).toEqual([...WIDGET_TYPE_NAMES].sort());
  });

  it('draws every type the contract lists, and lists every type it draws (a widget is saved with it)', () => {
    const contract = parse(readFileSync('src/api/openapi.yaml', 'utf8')) as {
      components: { schemas: { WidgetType: { enum: string[] } } };
    };
    expect([...WIDGET_TYPE_NAMES].sort()).toEqual([...contract.components.schemas.WidgetType.enum].sort());
  });

  it('reads a widget without a type as a line, as the service draws it', () => {
    expect(isDrawnType(undefined)).toBe(true);
    expect(widgetType(undefined)).toBe(WIDGET_TYPES.line);
    expect(typeLabel(undefined)).toBe('Line');
  });

  it('misses a type the service sends that it does not declare, once, and says so in words', () => {
    for (const type of ['unheard-of', 'constructor', '__proto__', 'toString', '']) {
      expect(isDrawnType(type), type).toBe(false);
      expect(widgetType(type), type).toBeUndefined();
      expect(typeLabel(type)).toBe(type);
    }
    expect(notDrawn('unheard-of')).toBe('This console does not draw widgets of type “unheard-of”.');
  });

  it('offers stacking only where values go over time, and a legend wherever there is more than one number', () => {
    for (const spec of Object.values(WIDGET_TYPES)) {
      if (spec.stacking) expect(spec.shape, spec.label).toBe('series');
      expect(spec.legend, spec.label).toBe(spec.shape !== 'number');
    }
  });
});
