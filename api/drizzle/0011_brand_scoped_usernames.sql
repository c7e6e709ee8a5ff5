DROP INDEX "users_username_key";--> statement-breakpoint
DROP INDEX "users_brand_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "users_brand_id_username_key" ON "users" USING btree ("brand_id",lower("username"));