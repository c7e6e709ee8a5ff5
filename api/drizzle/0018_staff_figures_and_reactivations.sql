CREATE TABLE "agent_pauses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_pauses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"reason" text,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_reactivations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_reactivations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"agent_id" integer,
	"deactivated_at" timestamp with time zone NOT NULL,
	"reactivated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_pauses" ADD CONSTRAINT "agent_pauses_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reactivations" ADD CONSTRAINT "member_reactivations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reactivations" ADD CONSTRAINT "member_reactivations_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_pauses_agent_id_started_at_idx" ON "agent_pauses" USING btree ("agent_id","started_at");--> statement-breakpoint
CREATE INDEX "member_reactivations_user_id_id_idx" ON "member_reactivations" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "message_stock_reply_message_id_idx" ON "message_stock" USING btree ("reply_message_id","created_at") WHERE "message_stock"."reply_message_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_agent_id_sent_at_idx" ON "messages" USING btree ("agent_id","sent_at") WHERE "messages"."agent_id" is not null;--> statement-breakpoint
-- An agent on a break when this runs: its break is recorded from when it began.
INSERT INTO "agent_pauses" ("agent_id", "reason", "started_at") SELECT "id", "status_reason", coalesce("last_pause_at", "status_updated_at", now()) FROM "agents" WHERE "status" = 'paused';
