// Staff find a member's account and reactivate it when it was deactivated (issue 27 item 7; the
// help centre promises that support can): admins only, within their brands; each reactivation is
// recorded with who did it and when.
import { z } from '../../platform/entities/zod';
import { dateSchema, idSchema, nullableDateSchema } from '../../platform/entities/common';
import { textField } from '../../platform/entities/text-fields';
import { MEMBER_SEARCH_MAX_LENGTH } from '../constants';

/** GET /members: a username or an email address, or the beginning of one (any case). */
export const memberSearchQuerySchema = z
  .object({ search: textField({ max: MEMBER_SEARCH_MAX_LENGTH, label: 'The search', required: true }) })
  .strict();
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

/** A member's account as staff see it. */
export const memberAccountSchema = z.object({
  _id: idSchema,
  username: z.string(),
  email: z.string(),
  /** The member's brand (id). */
  brand: idSchema,
  createDate: dateSchema,
  /** When the member deactivated the account; null while it is active. */
  deactivatedAt: nullableDateSchema,
  /** The latest reactivation: when, and by which staff member (username; null once removed). */
  reactivated: z.object({ at: dateSchema, by: z.string().nullable() }).nullable(),
});
export type MemberAccount = z.infer<typeof memberAccountSchema>;

/** GET /members: at most MEMBER_SEARCH_LIMIT accounts, exact matches first; `more` when others match too. */
export const memberAccountsResponseSchema = z.object({ members: z.array(memberAccountSchema), more: z.boolean() });
export type MemberAccountsResponse = z.infer<typeof memberAccountsResponseSchema>;

/** POST /members/{id}/reactivate: the account as it now is, and the toast. */
export const memberReactivatedResponseSchema = z.object({ member: memberAccountSchema, message: z.string() });
export type MemberReactivatedResponse = z.infer<typeof memberReactivatedResponseSchema>;
