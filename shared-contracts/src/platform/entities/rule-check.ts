// Bridges the pure rules (each domain's rules/) into zod, so a schema reports the rule's own message and
// the words a member reads are defined once.
import type { z } from 'zod';
import type { ValidationResult } from '../rules/validation';

/** A `.superRefine` callback that adds the rule's message, if any, as an issue on the value. */
export function checkRule<T>(rule: (value: T) => ValidationResult) {
  return (value: T, ctx: z.RefinementCtx<T>): void => {
    const message = rule(value);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message });
  };
}

/** A `.superRefine` callback for a rule across fields; the issue lands on `field`. */
export function checkFields<T>(field: keyof T & string, rule: (value: T) => ValidationResult) {
  return (value: T, ctx: z.RefinementCtx<T>): void => {
    const message = rule(value);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message, path: [field] });
  };
}
