// Text that people and clients send: every field has a limit and refuses characters no database
// column can keep (NUL, lone surrogates), in the catalogue's words, so a form and the API refuse
// the same input the same way.
import { fieldMaxLengthMessage, maxLengthMessage } from '../messages';
import { firstMessage, validateAllowedCharacters, validateMaxLength, validateRequired } from '../rules/validation';
import { checkRule } from './rule-check';
import { z } from './zod';

/**
 * A `.superRefine` callback: refuses forbidden characters and more than `max` symbols. With a
 * `label` the limit is said with the field's name ('About me has at most 2000 characters').
 */
export function textLimits(max: number, label?: string) {
  const tooLong = label ? fieldMaxLengthMessage(label, max) : maxLengthMessage(max);
  return checkRule((value: string) =>
    firstMessage(validateAllowedCharacters(value), validateMaxLength(value, max) === undefined ? undefined : tooLong),
  );
}

interface TextFieldOptions {
  /** At most this many symbols. */
  max: number;
  /** The field's name in the limit's message; without it the message is the generic 'at most N symbols'. */
  label?: string;
  /** Blank text answers 'This field is required'. */
  required?: boolean;
}

/** Free text, trimmed, within its limit (see textLimits). */
export function textField({ max, label, required = false }: TextFieldOptions) {
  const text = z.string().trim();
  return (required ? text.superRefine(checkRule(validateRequired)) : text).superRefine(textLimits(max, label));
}
