// Which conversation a staff member may work on (agent spec §6): one of the staff member's brands
// (else 403 'outside scope'); an agent must hold its claim, unexpired (else 409), an admin need not.
// Notes and meet-ups written by staff go through here; replies check the claim in their statement.
import { MESSAGES } from '@heartline/contracts/rules';
import { HttpError } from '../http-error';
import type { MessagingDeps } from './deps';
import type { ConversationDetailRow } from './repositories/conversation-rows';

export interface StaffCaller {
  agentId: number;
  role: string;
}

export type StaffConversationRow = ConversationDetailRow & { userId: number };

export async function workableConversation(
  deps: Pick<MessagingDeps, 'repositories' | 'agents' | 'stock' | 'clock'>,
  staff: StaffCaller,
  conversationId: number,
): Promise<StaffConversationRow> {
  const row = await deps.repositories.conversations.findById(conversationId);
  if (!row) throw new HttpError(404, MESSAGES.conversationNotFound);
  const brandIds = await deps.agents.scope.brandsOf(staff.agentId);
  if (!brandIds.includes(row.profile.brandId)) throw new HttpError(403, MESSAGES.outsideScope);
  if (staff.role !== 'admin') {
    const holder = await deps.stock.holderOf(conversationId);
    const holds = holder?.claimedBy === staff.agentId && holder.claimExpiresAt !== null && holder.claimExpiresAt > deps.clock();
    if (!holds) throw new HttpError(409, MESSAGES.claimRequiredToChange);
  }
  return row;
}
