-- Each API instance keeps who works for which brand in memory (agents/staff-directory.ts) and drops
-- that copy on this notification: any change to a staff member's brands, or to whether it is
-- disabled, made by any instance, a script or psql. One notification per statement; PostgreSQL
-- sends it when the transaction commits, and folds repeats within one transaction.
create function heartline_staff_scope_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('heartline_staff_scope', '');
  return null;
end
$$;--> statement-breakpoint
create trigger agent_brands_scope_changed after insert or update or delete on agent_brands
  for each statement execute function heartline_staff_scope_changed();--> statement-breakpoint
create trigger agent_brands_scope_truncated after truncate on agent_brands
  for each statement execute function heartline_staff_scope_changed();--> statement-breakpoint
create trigger agents_scope_changed after insert or delete or update of disabled on agents
  for each statement execute function heartline_staff_scope_changed();--> statement-breakpoint
create trigger agents_scope_truncated after truncate on agents
  for each statement execute function heartline_staff_scope_changed();
