// The line a profile card shows about the person (issue 10, photo-first cards): the first sentence
// of the about text, shortened on a word boundary, so a card carries a line, never the whole text.
import { CARD_BIO_MAX_LENGTH } from '../constants';

const ELLIPSIS = '…';
/** A sentence ends at . ! or ? (with closing quotes or brackets) before a space, or at a line break. */
const FIRST_SENTENCE = /^[\s\S]*?(?:[.!?]+["'”’)\]]*(?=\s)|\n|$)/;

/** The card's line from an about text: '' when there is nothing to say. */
export function cardBio(about: string, maxLength: number = CARD_BIO_MAX_LENGTH): string {
  const text = about.trim();
  const sentence = (FIRST_SENTENCE.exec(text)?.[0] ?? text).replace(/\s+/g, ' ').trim();
  if (sentence.length <= maxLength) return sentence;
  const room = sentence.slice(0, maxLength - ELLIPSIS.length);
  const lastSpace = room.lastIndexOf(' ');
  // A word longer than the room is cut inside; otherwise at the last whole word.
  const cut = lastSpace > maxLength / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.!?-]+$/, '')}${ELLIPSIS}`;
}
