ALTER TABLE "memberships" ADD COLUMN "saved_card_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "renews_membership_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_saved_card_id_saved_cards_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_renews_membership_id_memberships_id_fk" FOREIGN KEY ("renews_membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_renewing_ends_at_idx" ON "memberships" USING btree ("ends_at") WHERE "memberships"."renews";--> statement-breakpoint
CREATE INDEX "orders_renews_membership_id_idx" ON "orders" USING btree ("renews_membership_id");--> statement-breakpoint
CREATE INDEX "payments_processing_created_at_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'processing';--> statement-breakpoint
-- Memberships bought before renewals: the card they were paid with renews them when it is in the
-- member's wallet; the others end at their end date.
UPDATE "memberships" AS m SET "saved_card_id" = (
  SELECT sc."id" FROM "payments" p JOIN "saved_cards" sc ON sc."user_id" = p."user_id"
    AND (sc."token" = p."card_token" OR (sc."brand" = p."card_brand" AND sc."last4" = p."card_last4" AND sc."exp_month" = p."card_exp_month" AND sc."exp_year" = p."card_exp_year"))
  WHERE p."id" = m."payment_id" ORDER BY sc."id" LIMIT 1
);--> statement-breakpoint
UPDATE "memberships" SET "renews" = false WHERE "saved_card_id" IS NULL;
