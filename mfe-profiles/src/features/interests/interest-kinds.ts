// The five interest lists of member spec §2: the contracts' INTEREST_KINDS, from the zod-free rules entry.
import { INTEREST_KINDS } from '@heartline/contracts/rules';
import type { InterestKind } from '@heartline/contracts/schemas';

/** The page's tabs, in the contracts' order. */
export const INTEREST_KIND_OPTIONS = INTEREST_KINDS;

export function isInterestKind(value: string | undefined): value is InterestKind {
  return (INTEREST_KINDS as readonly string[]).includes(value ?? '');
}

/** Page numbers in the URL start at 1; anything else reads as page 1. */
export function readPage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
