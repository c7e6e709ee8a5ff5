// The user real-time channel (member spec §7): a websocket at `${apiUrl}/ws/user?token=<access
// token>` (ws: or wss: as the API). Every frame is JSON.
//
// Server to browser: the events below. Browser to server: `{ "type": "ping" }` every
// WEBSOCKET_HEARTBEAT_MS; the server answers `{ "type": "pong" }` and closes a socket that sent
// nothing for two heartbeats. A socket whose session ends (logout, expiry, revocation) is closed
// with code 4401 after a `logout` event when the member must be told.
import type { NewMessageNotice, UnreadCounts } from './events';

export type LogoutReason = 'password-changed' | 'deactivated' | 'session-revoked' | 'signed-out';

export type UserChannelEvent =
  | { type: 'unreadMessageCount'; data: UnreadCounts }
  | { type: 'newMessage'; data: NewMessageNotice }
  /** Something about the member changed (credits, verification, settings): refetch the user. */
  | { type: 'userUpdate'; data: { credits?: number; emailValidated?: boolean } }
  | { type: 'logout'; data: { reason: LogoutReason } }
  | { type: 'pong' };

export type UserChannelClientFrame = { type: 'ping' };

/** Close code the server uses when the token is not (or no longer) accepted. */
export const REALTIME_UNAUTHORISED_CLOSE = 4401;
export const USER_CHANNEL_PATH = '/ws/user';
