// Heights are centimetres everywhere (API, filters); an imperial brand reads them in feet and
// inches (member spec §3 "Units for height").
import type { MeasurementSystem } from '@heartline/contracts';

const CM_PER_INCH = 2.54;
const INCHES_PER_FOOT = 12;

export function cmToInches(cm: number): number {
  return Math.round(cm / CM_PER_INCH);
}

/** Whole centimetres for whole inches; inches → cm → inches gives the same inches back. */
export function inchesToCm(inches: number): number {
  return Math.round(inches * CM_PER_INCH);
}

export function feetAndInches(cm: number): { feet: number; inches: number } {
  const total = cmToInches(cm);
  return { feet: Math.floor(total / INCHES_PER_FOOT), inches: total % INCHES_PER_FOOT };
}

/** "168 cm" or "5′ 6″", by the brand's measurement system. */
export function formatHeight(cm: number, system: MeasurementSystem | undefined): string {
  if (system === 'imperial') {
    const { feet, inches } = feetAndInches(cm);
    return `${feet}′ ${inches}″`;
  }
  return `${Math.round(cm)} cm`;
}
