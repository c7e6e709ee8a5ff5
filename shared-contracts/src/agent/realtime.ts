// The staff real-time channel (agent spec §7): a websocket at `${apiUrl}/ws/agent?token=<a staff
// member's access token>`, with the user channel's heartbeat (`{ "type": "ping" }` → `pong`,
// closed after two silent heartbeats, 4401 when the session ends). It tells the staff of a brand,
// on every API instance, of each member's message entering the queue (MessageStock), so the
// console can claim it; the queue's counts (`queueCounts`, the agent's brands) whenever they change
// (a member's message queued, a claim, a reply, a release, a meet-up) and once when the socket
// opens. The console sends its status as `agentStatusUpdate` (as POST /event does) and gets
// `agentStatus` back, or `error` with the catalogue's sentence. Frames are JSON.
import type { LogoutReason } from '../platform/realtime';
import type { StockQueueCounts } from './entities/agent-conversation';
import type { AgentStatus } from './entities/agent';
import type { AgentStatusResponse } from './entities/work-session';

export interface MessageQueuedNotice {
  conversationId: string;
  messageId: string;
  profileId: string;
  brandId: string;
  dateSent: string;
}

export type StaffChannelEvent =
  | { type: 'messageQueued'; data: MessageQueuedNotice }
  | { type: 'queueCounts'; data: StockQueueCounts }
  | { type: 'agentStatus'; data: AgentStatusResponse }
  | { type: 'error'; data: { message: string } }
  | { type: 'logout'; data: { reason: LogoutReason } }
  | { type: 'pong' };

/** What the console sends on the staff channel: the heartbeat, and its status (as POST /event). */
export type StaffChannelClientFrame = { type: 'ping' } | { type: 'agentStatusUpdate'; data: { status: AgentStatus; reason?: string } };

export const STAFF_CHANNEL_PATH = '/ws/agent';
