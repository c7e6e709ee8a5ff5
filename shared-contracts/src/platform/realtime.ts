// The user real-time channel (member spec §7): a websocket at `${apiUrl}/ws/user?token=<access
// token>` (ws: or wss: as the API). Every frame is JSON.
//
// Server to browser: the events below. Browser to server: `{ "type": "ping" }` every
// WEBSOCKET_HEARTBEAT_MS; the server answers `{ "type": "pong" }` and closes a socket that sent
// nothing for two heartbeats. A socket whose session ends (logout, expiry, revocation) is closed
// with code 4401 after a `logout` event when the member must be told.

/** Unread messages per class, as the user channel and GET answers carry them (messaging's unreadCountsSchema checks its shape). */
export interface UnreadCounts {
  total: number;
  inbox: number;
  archive: number;
  conversation: number;
}

/** A new message the user channel announced (member spec §7 newMessage). */
export interface NewMessageNotice {
  conversationId: string;
  profileId: string;
  /** The message's id: a page that missed it catches up with GET /conversation/{id}?after=<the newest id it has>. */
  messageId?: string;
  /**
   * `profile` for a reply (counts as unread); `user` for the member's own message sent from another
   * tab or device, so every open page shows it (absent: a profile's).
   */
  senderType?: 'user' | 'profile';
  preview: string;
  dateSent: string;
  /** The key of the member's own send: the tab that sent it knows the message by it and refetches nothing. */
  key?: string;
}

/** Why a session ended; 'new-device-login': a staff member signed in elsewhere and took over. */
export type LogoutReason = 'password-changed' | 'deactivated' | 'session-revoked' | 'signed-out' | 'new-device-login';

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
