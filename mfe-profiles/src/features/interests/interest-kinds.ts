// The five interest lists of member spec §2 (zod-free copy of the contracts' INTEREST_KINDS,
// checked against its type).
import type { InterestKind } from '@heartline/contracts/schemas';

export const INTEREST_KIND_OPTIONS = ['favorited-me', 'favorites', 'proposals', 'viewed-me', 'viewed'] as const satisfies readonly InterestKind[];

type Missing = Exclude<InterestKind, (typeof INTEREST_KIND_OPTIONS)[number]>;
// Fails to compile when the contracts add a kind this list does not have.
export const EVERY_KIND_LISTED: [Missing] extends [never] ? true : never = true;

export function isInterestKind(value: string | undefined): value is InterestKind {
  return (INTEREST_KIND_OPTIONS as readonly string[]).includes(value ?? '');
}

/** Page numbers in the URL start at 1; anything else reads as page 1. */
export function readPage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
