DROP INDEX "profiles_brand_id_activity_at_idx";--> statement-breakpoint
DROP INDEX "profiles_brand_id_birthday_idx";--> statement-breakpoint
CREATE INDEX "profiles_list_activity_idx" ON "profiles" USING btree ("brand_id","activity_at","id","gender","hair","body_type","ethnicity","relationship_status","eyes","height_cm","birthday");--> statement-breakpoint
CREATE INDEX "profiles_list_birthday_idx" ON "profiles" USING btree ("brand_id","birthday","id","gender","hair","body_type","ethnicity","relationship_status","eyes","height_cm");--> statement-breakpoint
CREATE INDEX "profiles_list_username_idx" ON "profiles" USING btree ("brand_id","username" collate "C","id","gender","hair","body_type","ethnicity","relationship_status","eyes","height_cm","birthday");