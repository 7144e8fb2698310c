import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rangeLength } from './range-length';
import { parseRelativeRange } from './time-range';

const lengthByParse = (input: string) => {
  try {
    return parseRelativeRange(input).durationMs;
  } catch {
    return undefined;
  }
};

describe("a range's lean length", () => {
  it('agrees with the full reading on every range, typed well or badly', () => {
    const word = fc.constantFrom(
      'minutes',
      'Hour',
      'hrs',
      'd',
      'weeks',
      'month',
      'years',
      'fortnights',
      's',
      '',
    );
    const typed = fc
      .tuple(
        fc.constantFrom('Last', 'last', 'LAST', 'Next', ''),
        fc.oneof(fc.nat(1000).map(String), fc.constantFrom('0', '1.5', '-2', 'x')),
        word,
      )
      .map(([last, amount, unit]) => `${last} ${amount} ${unit}`);
    fc.assert(
      fc.property(fc.oneof(typed, fc.string()), (input) => {
        expect(rangeLength(input)).toBe(lengthByParse(input));
      }),
    );
  });

  it('reads the ranges people use', () => {
    expect(rangeLength('Last 1 hour')).toBe(3_600_000);
    expect(rangeLength('last 2 days')).toBe(172_800_000);
    expect(rangeLength('This month')).toBeUndefined();
    expect(rangeLength('Last 0 minutes')).toBeUndefined();
  });
});
