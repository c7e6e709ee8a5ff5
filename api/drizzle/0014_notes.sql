CREATE TABLE "notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer,
	"type" text NOT NULL,
	"user_id" integer,
	"profile_id" integer,
	"note" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"agent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_type_check" CHECK ("notes"."type" in ('user', 'profile')),
	CONSTRAINT "notes_subject_check" CHECK (("notes"."type" = 'user' and "notes"."user_id" is not null and "notes"."profile_id" is null) or ("notes"."type" = 'profile' and "notes"."profile_id" is not null and "notes"."user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notes_conversation_id_id_idx" ON "notes" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "notes_user_memo_idx" ON "notes" USING btree ("user_id","id") WHERE "notes"."conversation_id" is null;--> statement-breakpoint
CREATE INDEX "notes_profile_memo_idx" ON "notes" USING btree ("profile_id","id") WHERE "notes"."conversation_id" is null;