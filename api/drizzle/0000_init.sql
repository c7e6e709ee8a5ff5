CREATE TABLE "agents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'agent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_role_check" CHECK ("agents"."role" in ('agent', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"domain" text NOT NULL,
	"product_name" text NOT NULL,
	"tagline" text NOT NULL,
	"company_id" integer NOT NULL,
	"timezone" text NOT NULL,
	"support_email" text NOT NULL,
	"support_phone" text NOT NULL,
	"support_hours" text NOT NULL,
	"maintenance_fee" numeric(10, 2) DEFAULT 0 NOT NULL,
	"default_descriptor" text NOT NULL,
	"measurement_system" text NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"legacy_mode" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_measurement_system_check" CHECK ("brands"."measurement_system" in ('imperial', 'metric'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"address" text NOT NULL,
	"registration_number" text NOT NULL,
	"vat_number" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"currency_code" text NOT NULL,
	"vat" numeric(5, 2) NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"interval_days" integer DEFAULT 0 NOT NULL,
	"package_type" text DEFAULT 'standard' NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "products_interval_days_check" CHECK ("products"."interval_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_subject_kind_check" CHECK ("sessions"."subject_kind" in ('member', 'agent'))
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"brand_id" integer NOT NULL,
	"form_type" text NOT NULL,
	"email" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_form_type_check" CHECK ("support_requests"."form_type" in ('contact', 'affiliate'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email_validated" boolean DEFAULT false NOT NULL,
	"timezone" text NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"birthday" date,
	"notify_by_email" boolean DEFAULT true NOT NULL,
	"show_online" boolean DEFAULT true NOT NULL,
	"keep_location_private" boolean DEFAULT false NOT NULL,
	"first_purchase_promotion" boolean DEFAULT true NOT NULL,
	"complete_profile_promotion" boolean DEFAULT false NOT NULL,
	"is_organic" boolean DEFAULT true NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"is_doi" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activity_at" timestamp with time zone,
	"first_login_at" timestamp with time zone,
	CONSTRAINT "users_credits_check" CHECK ("users"."credits" >= 0)
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_username_key" ON "agents" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "brands_domain_key" ON "brands" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_brand_id_price_idx" ON "products" USING btree ("brand_id","price");--> statement-breakpoint
CREATE INDEX "sessions_subject_idx" ON "sessions" USING btree ("subject_kind","subject_id","expires_at");--> statement-breakpoint
CREATE INDEX "support_requests_brand_id_created_at_idx" ON "support_requests" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_brand_id_idx" ON "users" USING btree ("brand_id");