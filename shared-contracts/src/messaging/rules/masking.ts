// Contact details in chat (member spec §5 "Messages"): sent text is sanitised on the server, email
// addresses and phone-like digit runs masked, so members and profiles never trade them. The page may
// mask the same way before sending; the server's copy is the rule. Zod-free.

/** What stands in for a masked email address or phone number. */
export const MASKED_CONTACT = '***';
/** A run with at least this many digits (spaces, dots, dashes, brackets and a leading + between them) is a phone number. */
export const PHONE_MIN_DIGITS = 7;

// An email address: a local part of letters, digits and ._%+-, an @, and a domain of dot-separated
// labels ending in one of two letters or more. Found from each @, in time linear in the text: one
// regular expression for the whole address (/[local]+@domain/g) tries every letter of a long word
// as the start of a local part and reads the rest of the word from each, so a member's longest
// message (2,000 letters, or an @ and 2,000 letters) held the event loop for 4-5 ms, 150 times a
// normal message's masking. Here each @ looks back once over the run before it, which stops at the
// previous @ or the end of the last address masked, and forward once over the domain.
/** The local part before an @: the run of its characters that ends the text read (only a run's own start may begin it). */
const LOCAL_PART = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+$/u;
/** The domain after an @, read from there (sticky). */
const DOMAIN = /[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/uy;
// A digit, then digits and separators, ending on a digit: counted below, so "2 or 3" stays.
const DIGIT_RUN = /\+?\d(?:[\d\s().\-/]*\d)?/g;

function maskEmails(text: string): string {
  let masked = '';
  /** The text before this is in `masked`. */
  let copied = 0;
  /** Where the local part of the next @ may begin: after the previous @, or the last address masked. */
  let runFrom = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    const local = LOCAL_PART.exec(text.slice(runFrom, at));
    DOMAIN.lastIndex = at + 1;
    if (local && DOMAIN.test(text)) {
      masked += text.slice(copied, runFrom + local.index) + MASKED_CONTACT;
      copied = DOMAIN.lastIndex;
      at = copied - 1;
    }
    runFrom = at + 1;
  }
  return copied === 0 ? text : masked + text.slice(copied);
}

/** The text with every email address and phone-like digit run replaced by `***`. */
export function maskContactDetails(text: string): string {
  return maskEmails(text).replace(DIGIT_RUN, (run) => (run.replace(/\D/g, '').length >= PHONE_MIN_DIGITS ? MASKED_CONTACT : run));
}
