// Requests sent from the public contact and affiliate forms.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { brands } from '../brands/tables';
import { createdAt } from '../db/columns';

/** Contact and affiliate requests; the ticket number is derived from the identity sequence. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    formType: text('form_type').$type<'contact' | 'affiliate'>().notNull(),
    email: text('email').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_requests_brand_id_created_at_idx').on(t.brandId, t.createdAt),
    check('support_requests_form_type_check', sql`${t.formType} in ('contact', 'affiliate')`),
  ],
);
