import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControls, mixesScripts, namedText, visibleParts } from './visible-text';

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

  it('flags a word that mixes Latin with look-alike Cyrillic or Greek letters, and no other', () => {
    expect(mixesScripts('\u0410dmin')).toBe(true); // "Аdmin", a Cyrillic А
    expect(mixesScripts('p\u0430ypal login')).toBe(true);
    expect(mixesScripts('\u039Fps team')).toBe(true); // a Greek Ο
    expect(namedText('\u0410dmin')).toBe('\u0410dmin ⟨mixed scripts⟩');
    for (const plain of ['Admin', 'Администратор', 'Ω≈ç√∫ 田中さん', 'Zoë Ångström', 'naïve café'])
      expect(mixesScripts(plain), plain).toBe(false);
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
