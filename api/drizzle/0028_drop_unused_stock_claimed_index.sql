-- No statement reads message_stock by claimed_at: the claim, the counts and the follow-ups read the
-- waiting lines through message_stock_waiting_idx, the staff figures through
-- message_stock_reply_message_id_idx. This index was written by every member's send (an index entry
-- and its WAL record) and by every claim, whose update of claimed_at it kept from being a HOT update.
DROP INDEX "message_stock_claimed_at_id_idx";
