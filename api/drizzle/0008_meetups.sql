CREATE TABLE "meetups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meetups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"meet_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"location" text NOT NULL,
	"cancel_interval" integer,
	"description" text DEFAULT '' NOT NULL,
	"proposed_by" text NOT NULL,
	"agent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetups_status_check" CHECK ("meetups"."status" in ('proposed', 'cancelled')),
	CONSTRAINT "meetups_proposed_by_check" CHECK ("meetups"."proposed_by" in ('user', 'profile'))
);
--> statement-breakpoint
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetups_conversation_id_id_idx" ON "meetups" USING btree ("conversation_id","id");