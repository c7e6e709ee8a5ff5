ALTER TABLE "messages" ADD COLUMN "message_type" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_image_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_attachment_image_id_user_images_id_fk" FOREIGN KEY ("attachment_image_id") REFERENCES "public"."user_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_message_type_check" CHECK ("messages"."message_type" in ('text', 'attachment'));