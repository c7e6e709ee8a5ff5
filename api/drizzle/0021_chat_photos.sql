CREATE TABLE "chat_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"path_key" text NOT NULL,
	"format" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_photos_format_check" CHECK ("chat_photos"."format" in ('jpeg', 'png'))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_chat_photo_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_photos" ADD CONSTRAINT "chat_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_photos" ADD CONSTRAINT "chat_photos_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_photos_user_id_created_at_idx" ON "chat_photos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_photos_created_at_idx" ON "chat_photos" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_attachment_chat_photo_id_chat_photos_id_fk" FOREIGN KEY ("attachment_chat_photo_id") REFERENCES "public"."chat_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_attachment_chat_photo_id_idx" ON "messages" USING btree ("attachment_chat_photo_id") WHERE "messages"."attachment_chat_photo_id" is not null;