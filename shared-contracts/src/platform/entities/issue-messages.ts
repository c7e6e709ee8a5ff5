// The catalogue's words for a schema issue that carries no message of its own, so a member never
// reads zod's English ("Too small: expected number to be >=18"): an absent field is required,
// lengths are "symbols" (member spec §5), anything else is '{field} is not valid'.
import type { $ZodErrorMap, $ZodIssue } from 'zod/v4/core';
import { PLATFORM_MESSAGES, fieldNotValid, maxItemsMessage, maxLengthMessage, minLengthMessage, unknownField } from '../messages';

type IssueInput = Parameters<$ZodErrorMap>[0];

/** The key an issue is about: the last named segment of its path. */
export function issueField(path: readonly PropertyKey[] | undefined): string {
  const field = path?.findLast((segment) => typeof segment === 'string');
  return typeof field === 'string' ? field : 'value';
}

export const catalogueIssueMessage: $ZodErrorMap<$ZodIssue> = (issue: IssueInput) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? PLATFORM_MESSAGES.required : fieldNotValid(issueField(issue.path));
    case 'too_small':
      if (issue.origin === 'string') return minLengthMessage(Number(issue.minimum));
      if (issue.origin === 'array') return PLATFORM_MESSAGES.selectAtLeastOne;
      break;
    case 'too_big':
      if (issue.origin === 'string') return maxLengthMessage(Number(issue.maximum));
      if (issue.origin === 'array') return maxItemsMessage(Number(issue.maximum), 'items');
      break;
    case 'invalid_format':
      if (issue.format === 'email') return PLATFORM_MESSAGES.invalidEmail;
      break;
    case 'unrecognized_keys':
      return unknownField(issue.keys.join(', '));
    default:
      break;
  }
  return fieldNotValid(issueField(issue.path));
};
