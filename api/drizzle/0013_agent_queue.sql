CREATE TABLE "agent_brands" (
	"agent_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "agent_brands_agent_id_brand_id_pk" PRIMARY KEY("agent_id","brand_id")
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "status" text DEFAULT 'offline' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "status_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "last_pause_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "claimed_by" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "claim_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_stock" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_stock" ADD COLUMN "reply_message_id" integer;--> statement-breakpoint
ALTER TABLE "agent_brands" ADD CONSTRAINT "agent_brands_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_brands" ADD CONSTRAINT "agent_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_brands_brand_id_idx" ON "agent_brands" USING btree ("brand_id");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_claimed_by_agents_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_stock" ADD CONSTRAINT "message_stock_reply_message_id_messages_id_fk" FOREIGN KEY ("reply_message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_claimed_by_idx" ON "conversations" USING btree ("claimed_by");--> statement-breakpoint
CREATE INDEX "message_stock_waiting_idx" ON "message_stock" USING btree ("conversation_id","created_at") WHERE "message_stock"."settled_at" is null;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_status_check" CHECK ("agents"."status" in ('offline', 'online', 'paused'));--> statement-breakpoint
-- Stock a profile's later message already answered (the README's curl, the bench, replies before
-- replies settled anything) is settled by that first later reply.
UPDATE "message_stock" AS s SET "reply_message_id" = (
	SELECT m."id" FROM "messages" m
	WHERE m."conversation_id" = s."conversation_id" AND m."sender_type" <> 'user' AND m."id" > s."message_id"
	ORDER BY m."id" LIMIT 1
)
WHERE s."settled_at" IS NULL;--> statement-breakpoint
UPDATE "message_stock" AS s SET "settled_at" = m."sent_at" FROM "messages" m
WHERE m."id" = s."reply_message_id" AND s."settled_at" IS NULL;--> statement-breakpoint
-- Staff who existed before scopes keep working for every brand.
INSERT INTO "agent_brands" ("agent_id", "brand_id") SELECT a."id", b."id" FROM "agents" a CROSS JOIN "brands" b ON CONFLICT DO NOTHING;
