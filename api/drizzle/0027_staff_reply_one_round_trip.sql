-- A staff reply in one round trip (messaging/repositories/staff-reply.ts). It was a read of the
-- conversation and of the agent's brands, then a transaction of four round trips: begin, the
-- conversation's row locked `for update`, the reply's statement, commit. The row stayed locked while
-- the API's event loop came round to each next step, and a member's send to the conversation waited
-- on it (bench:agents, api/bench/README.md). Here the checks, the lock and the statement run in the
-- database, one after the other, in the caller's statement.
--
-- The lock comes first, in a statement of its own, for the same reason as before: in READ COMMITTED
-- a VOLATILE function's statements each take a fresh snapshot, so the reply's statement sees a
-- member's line committed while the lock was awaited, and refuses the reply as stale with it.
-- One statement that locked the row itself would read `newer` from a snapshot taken before the wait.
--
-- Rows: none when the conversation does not exist; else first a row naming the conversation's
-- member, profile and brand: 'outside-scope' (the writer does not work for the profile's brand) or
-- 'no-attachment' (the photo is not one of the profile's) and nothing more, or 'conversation' with
-- {allowed} (holds the claim, or `p_any_holder`), then what the reply's statement answers:
-- - 'repeated': the reply already stored with this key (a retry), nothing written;
-- - 'stale': the member's lines after `p_seen` (none when `p_seen` is null), nothing written;
-- - 'sent': the message, written when the writer may write, with the conversation's date and every
--   waiting line of the conversation settled.
create function messaging_staff_reply(
  p_conversation_id int,
  p_agent_id int,
  p_any_holder boolean,
  p_key text,
  p_seen int,
  p_catch_up_limit int,
  p_at timestamptz,
  p_sender_type text,
  p_message_type text,
  p_attachment_profile_image_id int,
  p_text text
) returns table (reply_kind text, reply_message json, reply_member_id int, reply_profile_id int, reply_brand_id int)
language plpgsql volatile as $$
#variable_conflict use_column
declare
  v_member_id int;
  v_profile_id int;
  v_brand_id int;
  v_claimed_by int;
  v_claim_expires_at timestamptz;
  v_allowed boolean;
begin
  select c.user_id, c.profile_id, p.brand_id, c.claimed_by, c.claim_expires_at
    into v_member_id, v_profile_id, v_brand_id, v_claimed_by, v_claim_expires_at
    from conversations c join profiles p on p.id = c.profile_id
    where c.id = p_conversation_id
    for update of c;
  if not found then
    return;
  end if;
  if not exists (select 1 from agent_brands ab where ab.agent_id = p_agent_id and ab.brand_id = v_brand_id) then
    return query select 'outside-scope'::text, null::json, v_member_id, v_profile_id, v_brand_id;
    return;
  end if;
  if p_attachment_profile_image_id is not null and not exists (
    select 1 from profile_images i where i.id = p_attachment_profile_image_id and i.profile_id = v_profile_id
  ) then
    return query select 'no-attachment'::text, null::json, v_member_id, v_profile_id, v_brand_id;
    return;
  end if;
  v_allowed := p_any_holder or coalesce(v_claimed_by = p_agent_id and v_claim_expires_at > p_at, false);
  return query
  with earlier as (
    select m.id, m.conversation_id, m.sender_type, m.message_type, m.attachment_image_id, m.attachment_profile_image_id,
      m.attachment_chat_photo_id, m.text, m.sent_at, m.is_read
    from messages m where m.user_id = v_member_id and m.send_key = p_key limit 1
  ), newer as (
    select m.id, m.conversation_id, m.sender_type, m.message_type, m.attachment_image_id, m.attachment_profile_image_id,
      m.attachment_chat_photo_id, m.text, m.sent_at, m.is_read
    from messages m
    where m.conversation_id = p_conversation_id and m.sender_type = 'user' and m.id > p_seen
      and v_allowed and not exists (select 1 from earlier)
    order by m.id limit p_catch_up_limit
  ), written as (
    update conversations set last_message_at = p_at
    where id = p_conversation_id and v_allowed
      and not exists (select 1 from earlier) and not exists (select 1 from newer)
    returning id
  ), message as (
    insert into messages (conversation_id, user_id, sender_type, message_type, attachment_profile_image_id, text, sent_at, agent_id, send_key)
    select written.id, v_member_id, p_sender_type, p_message_type, p_attachment_profile_image_id, p_text, p_at, p_agent_id, p_key
    from written
    returning id, conversation_id, sender_type, message_type, attachment_image_id, attachment_profile_image_id,
      attachment_chat_photo_id, text, sent_at, is_read
  ), settled as (
    update message_stock set settled_at = p_at, reply_message_id = message.id
    from message where message_stock.conversation_id = message.conversation_id and message_stock.settled_at is null
  )
  select 'conversation'::text, json_build_object('allowed', v_allowed), v_member_id, v_profile_id, v_brand_id
  union all select 'repeated', row_to_json(m), v_member_id, v_profile_id, v_brand_id from earlier m
  union all select 'stale', row_to_json(m), v_member_id, v_profile_id, v_brand_id from newer m
  union all select 'sent', row_to_json(m), v_member_id, v_profile_id, v_brand_id from message m;
end
$$;
