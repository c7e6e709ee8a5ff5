// Whether a sentence is one of the app's: a fixed message of the catalogue, or one its message
// builders make ('{field} is not valid', 'Please enter at most N symbols', ...). Tests use it to
// prove no schema text (zod's English) reaches a member.
import {
  MESSAGES,
  fieldMaxLengthMessage,
  fieldNotValid,
  maxAgeMessage,
  maxItemsMessage,
  maxLengthMessage,
  minLengthMessage,
  numberRangeMessage,
  unknownField,
} from '../messages';

const FIXED = new Set<string>(Object.values(MESSAGES));

// Each builder called with markers: TEXT stands for any words, NUMBER for a whole number.
const TEXT = '\u0001';
const NUMBER = 7_654_321;
const BUILT = [
  fieldNotValid(TEXT),
  minLengthMessage(NUMBER),
  maxLengthMessage(NUMBER),
  maxAgeMessage(NUMBER),
  fieldMaxLengthMessage(TEXT, NUMBER),
  maxItemsMessage(NUMBER, TEXT),
  numberRangeMessage(TEXT, NUMBER, NUMBER),
  unknownField(TEXT),
].map((sentence) => {
  const pattern = sentence
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replaceAll(TEXT, '[^\\u0001]+')
    .replaceAll(String(NUMBER), '\\d+');
  return new RegExp(`^${pattern}$`);
});

export function isCatalogueSentence(message: string): boolean {
  return FIXED.has(message) || BUILT.some((pattern) => pattern.test(message));
}
