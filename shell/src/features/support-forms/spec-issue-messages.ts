// Parse options for zodResolver: the spec's wording (member spec §5) for the limits the shared
// schemas leave to zod's default English ("Too big: expected string to have <=120 characters").
// Messages the schemas set themselves take precedence over these.
import type { z } from 'zod';
import { maxLengthMessage } from '@heartline/contracts/rules';

type ParseOptions = NonNullable<Parameters<z.ZodType['safeParse']>[1]>;

export const SPEC_ISSUE_MESSAGES: ParseOptions = {
  error: (issue) => (issue.code === 'too_big' && issue.origin === 'string' ? maxLengthMessage(Number(issue.maximum)) : undefined),
};
