import { describe, expect, it } from 'vitest';
import { ageFromBirthday } from './age';

describe('ageFromBirthday', () => {
  const NOW = Date.UTC(2024, 5, 15, 12); // 15 June 2024, noon UTC

  it('turns a year older on the birthday itself', () => {
    expect(ageFromBirthday('2006-06-15', NOW)).toBe(18);
    expect(ageFromBirthday('2006-06-16', NOW)).toBe(17);
  });

  it('reads an ISO date-time birthday by its date', () => {
    expect(ageFromBirthday('1990-06-15T00:00:00.000Z', NOW)).toBe(34);
    expect(ageFromBirthday(new Date(Date.UTC(1990, 5, 16)), NOW)).toBe(33);
  });

  it('answers undefined for a missing, impossible or future birthday', () => {
    expect(ageFromBirthday(null, NOW)).toBeUndefined();
    expect(ageFromBirthday('1990-02-30', NOW)).toBeUndefined();
    expect(ageFromBirthday('2025-01-01', NOW)).toBeUndefined();
  });

  it('answers 0 for a baby born today', () => {
    expect(ageFromBirthday('2024-06-15', NOW)).toBe(0);
  });
});
