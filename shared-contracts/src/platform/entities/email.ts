import { PLATFORM_MESSAGES } from '../messages';
import { firstMessage, validateEmail, validateRequired } from '../rules/validation';
import { checkRule } from './rule-check';
import { z } from './zod';

/** An email address: required, the spec's pattern, within RFC 5321's lengths (see isEmail). */
export const emailSchema = z
  .string({ error: PLATFORM_MESSAGES.required })
  .trim()
  .superRefine(checkRule((value: string) => firstMessage(validateRequired(value), validateEmail(value))));
