import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControls, namedText, visibleParts } from './visible-text';

describe('hidden characters made visible', () => {
  it('names each override, isolate and zero-width character, keeping the text around it', () => {
    expect(visibleParts('invoice\u202Egnp.exe')).toEqual([
      'invoice',
      { char: '\u202E', name: 'RLO' },
      'gnp.exe',
    ]);
    expect(visibleParts('ad\u200Bmin')).toEqual(['ad', { char: '\u200B', name: 'ZWSP' }, 'min']);
    expect(visibleParts('\u2067a\u2069')).toEqual([
      { char: '\u2067', name: 'RLI' },
      'a',
      { char: '\u2069', name: 'PDI' },
    ]);
  });

  it('names them in text-only places, where nothing could isolate them', () => {
    expect(namedText('invoice\u202Egnp.exe')).toBe('invoice⟨RLO⟩gnp.exe');
    expect(namedText('Billing manager')).toBe('Billing manager');
  });

  it('leaves joiners (emoji, scripts) and plain text alone', () => {
    expect(hasControls('👨\u200D👩\u200D👧 team')).toBe(false);
    expect(visibleParts('checkout-api')).toEqual(['checkout-api']);
  });

  it('joins back to exactly the text it was given (copy keeps it intact)', () => {
    const text = fc
      .array(fc.oneof(fc.string(), fc.constantFrom('\u202E', '\u2066', '\u200B', '\uFEFF', '\u200F')))
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (s) => {
        expect(
          visibleParts(s)
            .map((p) => (typeof p === 'string' ? p : p.char))
            .join(''),
        ).toBe(s);
      }),
      { numRuns: 200, seed: 19 },
    );
  });
});
