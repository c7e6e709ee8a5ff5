// The built-in identity provider's accounts.
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/** Accounts of the built-in local identity provider (single sign-on at /sso/verify/). */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sso_identities_email_key').on(sql`lower(${t.email})`)],
);
