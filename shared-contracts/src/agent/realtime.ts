// The staff real-time channel (agent spec §7): a websocket at `${apiUrl}/ws/agent?token=<a staff
// member's access token>`, with the user channel's heartbeat (`{ "type": "ping" }` → `pong`,
// closed after two silent heartbeats, 4401 when the session ends). It tells the staff of a brand,
// on every API instance, of each member's message entering the queue (MessageStock), so the
// console can claim it. Frames are JSON.
import type { LogoutReason } from '../platform/realtime';

export interface MessageQueuedNotice {
  conversationId: string;
  messageId: string;
  profileId: string;
  brandId: string;
  dateSent: string;
}

export type StaffChannelEvent =
  { type: 'messageQueued'; data: MessageQueuedNotice } | { type: 'logout'; data: { reason: LogoutReason } } | { type: 'pong' };

export const STAFF_CHANNEL_PATH = '/ws/agent';
