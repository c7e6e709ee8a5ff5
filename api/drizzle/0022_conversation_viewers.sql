CREATE TABLE "conversation_viewers" (
	"connection_id" text PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_viewers" ADD CONSTRAINT "conversation_viewers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_viewers" ADD CONSTRAINT "conversation_viewers_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_viewers_conversation_id_idx" ON "conversation_viewers" USING btree ("conversation_id");