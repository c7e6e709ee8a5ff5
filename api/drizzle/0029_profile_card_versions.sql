-- Each profile's list card gets a version of its own, kept in the list indexes: a page of the list
-- reads its cards' ids and versions from an index-only scan and no row, and the API writes each card
-- it holds for that version from memory (profiles/repositories/profile-search.ts). Until now the
-- version was the xmin of the profile's row and of its first photo's, which only the rows carry: a
-- page of 36 visited 36 profiles and 36 photos to learn them.
--
-- The version changes whenever what the card is written from changes, whoever changes it (the API,
-- a script, psql): any update of the profile's row (before it is written), and any photo inserted,
-- updated or deleted at position 0 (after each statement, one update of the profiles concerned; the
-- API's photo upload locks the profile's row first, so the two are always taken in that order).
CREATE SEQUENCE "public"."profile_card_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP INDEX "profiles_list_activity_idx";--> statement-breakpoint
DROP INDEX "profiles_list_birthday_idx";--> statement-breakpoint
DROP INDEX "profiles_list_username_idx";--> statement-breakpoint
DROP INDEX "profiles_brand_id_hair_body_type_activity_at_idx";--> statement-breakpoint
DROP INDEX "profiles_brand_id_gender_activity_at_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "card_version" bigint DEFAULT nextval('profile_card_versions') NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_list_activity_idx" ON "profiles" USING btree ("brand_id","activity_at","id","gender","hair","body_type","ethnicity","relationship_status","eyes","height_cm","birthday","card_version");--> statement-breakpoint
CREATE INDEX "profiles_list_birthday_idx" ON "profiles" USING btree ("brand_id","birthday","id","gender","hair","body_type","ethnicity","relationship_status","eyes","height_cm","card_version");--> statement-breakpoint
CREATE INDEX "profiles_list_username_idx" ON "profiles" USING btree ("brand_id","username" collate "C","id","gender","hair","body_type","ethnicity","relationship_status","eyes","height_cm","birthday","card_version");--> statement-breakpoint
CREATE INDEX "profiles_brand_id_hair_body_type_activity_at_idx" ON "profiles" USING btree ("brand_id","hair","body_type","activity_at","id","card_version");--> statement-breakpoint
CREATE INDEX "profiles_brand_id_gender_activity_at_idx" ON "profiles" USING btree ("brand_id","gender","activity_at","id","card_version");--> statement-breakpoint
create function heartline_profile_card_version() returns trigger language plpgsql as $$
begin
  new.card_version := nextval('profile_card_versions');
  return new;
end
$$;--> statement-breakpoint
create trigger profiles_card_version before update on profiles
  for each row execute function heartline_profile_card_version();--> statement-breakpoint
create function heartline_first_photo_inserted() returns trigger language plpgsql as $$
begin
  update profiles set card_version = nextval('profile_card_versions')
    where id in (select profile_id from new_photos where position = 0);
  return null;
end
$$;--> statement-breakpoint
create function heartline_first_photo_updated() returns trigger language plpgsql as $$
begin
  update profiles set card_version = nextval('profile_card_versions')
    where id in (select profile_id from old_photos where position = 0 union select profile_id from new_photos where position = 0);
  return null;
end
$$;--> statement-breakpoint
create function heartline_first_photo_deleted() returns trigger language plpgsql as $$
begin
  update profiles set card_version = nextval('profile_card_versions')
    where id in (select profile_id from old_photos where position = 0);
  return null;
end
$$;--> statement-breakpoint
create trigger profile_images_first_photo_inserted after insert on profile_images
  referencing new table as new_photos for each statement execute function heartline_first_photo_inserted();--> statement-breakpoint
create trigger profile_images_first_photo_updated after update on profile_images
  referencing old table as old_photos new table as new_photos for each statement execute function heartline_first_photo_updated();--> statement-breakpoint
create trigger profile_images_first_photo_deleted after delete on profile_images
  referencing old table as old_photos for each statement execute function heartline_first_photo_deleted();
