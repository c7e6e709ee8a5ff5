CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_profile_id_pk" PRIMARY KEY("user_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"created_conversation" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_actions" (
	"profile_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_actions_user_id_kind_profile_id_pk" PRIMARY KEY("user_id","kind","profile_id"),
	CONSTRAINT "profile_actions_kind_check" CHECK ("profile_actions"."kind" in ('view', 'favourite', 'like'))
);
--> statement-breakpoint
CREATE TABLE "profile_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"path_key" text NOT NULL,
	"format" text DEFAULT 'jpeg' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"user_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_views_user_id_profile_id_pk" PRIMARY KEY("user_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"username" text NOT NULL,
	"gender" text NOT NULL,
	"birthday" date NOT NULL,
	"body_type" text NOT NULL,
	"ethnicity" text NOT NULL,
	"hair" text NOT NULL,
	"relationship_status" text NOT NULL,
	"eyes" text NOT NULL,
	"height_cm" smallint NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_gender_check" CHECK ("profiles"."gender" in ('woman', 'man')),
	CONSTRAINT "profiles_height_cm_check" CHECK ("profiles"."height_cm" between 100 and 250)
);
--> statement-breakpoint
CREATE TABLE "swipes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "swipes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swipes_action_check" CHECK ("swipes"."action" in ('like', 'dislike'))
);
--> statement-breakpoint
CREATE TABLE "user_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"path_key" text NOT NULL,
	"format" text NOT NULL,
	"under_moderation" boolean DEFAULT true NOT NULL,
	"processed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_images_type_check" CHECK ("user_images"."type" in ('avatar', 'hidden', 'others')),
	CONSTRAINT "user_images_format_check" CHECK ("user_images"."format" in ('jpeg', 'png'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "zip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "about_me" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "looking_for_gender" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "looking_for_age_min" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "looking_for_age_max" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "looking_for_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_actions" ADD CONSTRAINT "profile_actions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_actions" ADD CONSTRAINT "profile_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_images" ADD CONSTRAINT "profile_images_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_images" ADD CONSTRAINT "user_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_user_id_profile_id_key" ON "conversations" USING btree ("user_id","profile_id");--> statement-breakpoint
CREATE INDEX "favourites_user_id_created_at_idx" ON "favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_user_id_profile_id_key" ON "matches" USING btree ("user_id","profile_id");--> statement-breakpoint
CREATE INDEX "matches_user_id_created_at_idx" ON "matches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_actions_user_id_kind_created_at_idx" ON "profile_actions" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_images_profile_id_position_key" ON "profile_images" USING btree ("profile_id","position");--> statement-breakpoint
CREATE INDEX "profile_views_user_id_viewed_at_idx" ON "profile_views" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_brand_id_username_key" ON "profiles" USING btree ("brand_id","username" collate "C");--> statement-breakpoint
CREATE INDEX "profiles_brand_id_activity_at_idx" ON "profiles" USING btree ("brand_id","activity_at","id");--> statement-breakpoint
CREATE INDEX "profiles_brand_id_birthday_idx" ON "profiles" USING btree ("brand_id","birthday","id");--> statement-breakpoint
CREATE INDEX "profiles_brand_id_hair_body_type_activity_at_idx" ON "profiles" USING btree ("brand_id","hair","body_type","activity_at","id");--> statement-breakpoint
CREATE INDEX "profiles_brand_id_gender_activity_at_idx" ON "profiles" USING btree ("brand_id","gender","activity_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "swipes_user_id_profile_id_key" ON "swipes" USING btree ("user_id","profile_id");--> statement-breakpoint
CREATE INDEX "swipes_user_id_id_idx" ON "swipes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_images_user_id_idx" ON "user_images" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_likes_check" CHECK ("users"."likes" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gender_check" CHECK ("users"."gender" in ('woman', 'man'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_looking_for_gender_check" CHECK ("users"."looking_for_gender" in ('woman', 'man'));