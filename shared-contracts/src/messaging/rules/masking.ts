// Contact details in chat (member spec §5 "Messages"): sent text is sanitised on the server, email
// addresses and phone-like digit runs masked, so members and profiles never trade them. The page may
// mask the same way before sending; the server's copy is the rule. Zod-free.

/** What stands in for a masked email address or phone number. */
export const MASKED_CONTACT = '***';
/** A run with at least this many digits (spaces, dots, dashes, brackets and a leading + between them) is a phone number. */
export const PHONE_MIN_DIGITS = 7;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
// A digit, then digits and separators, ending on a digit: counted below, so "2 or 3" stays.
const DIGIT_RUN = /\+?\d(?:[\d\s().\-/]*\d)?/g;

/** The text with every email address and phone-like digit run replaced by `***`. */
export function maskContactDetails(text: string): string {
  return text
    .replace(EMAIL, MASKED_CONTACT)
    .replace(DIGIT_RUN, (run) => (run.replace(/\D/g, '').length >= PHONE_MIN_DIGITS ? MASKED_CONTACT : run));
}
