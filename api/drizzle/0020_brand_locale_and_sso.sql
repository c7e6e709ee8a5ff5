ALTER TABLE "brands" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "sso_name" text;