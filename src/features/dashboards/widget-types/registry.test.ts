import { describe, expect, it } from 'vitest';
import { WIDGET_CHARTS } from './charts';
import { isDrawnType, notDrawn, typeLabel, WIDGET_TYPE_NAMES, WIDGET_TYPES, widgetType } from './registry';

describe('widget-type registry', () => {
  it('declares every type once, each with a chart', () => {
    expect(WIDGET_TYPE_NAMES).toEqual(Object.keys(WIDGET_TYPES));
    expect(Object.keys(WIDGET_CHARTS).sort()).toEqual([...WIDGET_TYPE_NAMES].sort());
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

  it('offers stacking only where groups add up over time, and a legend wherever there is more than one number', () => {
    expect(WIDGET_TYPE_NAMES.filter((t) => WIDGET_TYPES[t].stacking)).toEqual(['line', 'area', 'bar']);
    expect(WIDGET_TYPE_NAMES.filter((t) => !WIDGET_TYPES[t].legend)).toEqual(['score']);
  });
});
