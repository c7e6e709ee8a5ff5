ALTER TABLE "memberships" ADD COLUMN "saved_card_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "renews_membership_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_saved_card_id_saved_cards_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_renews_membership_id_memberships_id_fk" FOREIGN KEY ("renews_membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_renewing_ends_at_idx" ON "memberships" USING btree ("ends_at") WHERE "memberships"."renews";--> statement-breakpoint
CREATE INDEX "orders_renews_membership_id_idx" ON "orders" USING btree ("renews_membership_id");--> statement-breakpoint
CREATE INDEX "payments_processing_created_at_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'processing';