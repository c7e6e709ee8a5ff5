import { describe, expect, it } from 'vitest';
import { cmToInches, feetAndInches, formatHeight, inchesToCm } from './height';

describe('heights', () => {
  it('shows centimetres for a metric brand and feet and inches for an imperial one', () => {
    expect(formatHeight(168, 'metric')).toBe('168 cm');
    expect(formatHeight(168, 'imperial')).toBe('5′ 6″');
    expect(formatHeight(183, 'imperial')).toBe('6′ 0″');
  });

  it('round-trips whole inches through centimetres', () => {
    for (let inches = 48; inches <= 90; inches += 1) expect(cmToInches(inchesToCm(inches))).toBe(inches);
    expect(feetAndInches(inchesToCm(71))).toEqual({ feet: 5, inches: 11 });
  });
});
