-- VIP was a flag on the users row; it is now a membership running with an end date (issue 26). A member
-- still flagged without a membership running gets the brand's longest membership as a real one: an
-- order and a settled payment of 0 (the flag was given, never charged), running from now for the
-- product's interval, not renewing (no card would pay it). Then the flag goes.
INSERT INTO "orders" ("user_id", "brand_id", "order_key", "product_id", "country", "currency", "currency_code", "total_cents", "vat_cents", "credits", "interval_days", "features", "status")
SELECT u."id", u."brand_id", 'premium-flag-' || u."id", p."id", u."country", p."currency", p."currency_code", 0, 0, 0, p."interval_days", p."features", 'paid'
FROM "users" u
CROSS JOIN LATERAL (
  SELECT * FROM "products" p WHERE p."brand_id" = u."brand_id" AND p."interval_days" > 0
  ORDER BY p."interval_days" DESC, p."price" DESC, p."id" LIMIT 1
) p
WHERE u."is_premium"
  AND NOT EXISTS (SELECT 1 FROM "memberships" m WHERE m."user_id" = u."id" AND m."starts_at" <= now() AND m."ends_at" > now())
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "payments" ("order_id", "user_id", "provider", "amount_cents", "currency_code", "status", "settled_at")
SELECT o."id", o."user_id", 'premium-flag', 0, o."currency_code", 'succeeded', now()
FROM "orders" o
WHERE o."order_key" = 'premium-flag-' || o."user_id" AND NOT EXISTS (SELECT 1 FROM "payments" x WHERE x."order_id" = o."id");--> statement-breakpoint
INSERT INTO "memberships" ("user_id", "product_id", "payment_id", "features", "starts_at", "ends_at", "renews")
SELECT o."user_id", o."product_id", pay."id", o."features", now(), now() + make_interval(days => o."interval_days"), false
FROM "orders" o JOIN "payments" pay ON pay."order_id" = o."id"
WHERE o."order_key" = 'premium-flag-' || o."user_id" AND NOT EXISTS (SELECT 1 FROM "memberships" m WHERE m."payment_id" = pay."id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_premium";