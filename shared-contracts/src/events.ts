// The typed bus between the shell and the remotes. The event map is a type, so an event
// with a wrong payload does not compile. It carries every domain's events (the member, unread
// counts, new messages), so it sits above the domains with the other gatherings (messages.ts,
// error-codes.ts, paths.ts): no domain imports it.
import mitt, { type Emitter } from 'mitt';
import type { User } from './accounts/entities/user';
import type { TOAST_VARIANTS } from './platform/constants';
import type { PopupRequest } from './platform/popups';
import type { NewMessageNotice, UnreadCounts } from './platform/realtime';

/** The member as a call returned them: the whole record, or the fields that changed (with the id). */
export type UserUpdate = Partial<User> & Pick<User, '_id'>;

export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export interface ToastRequest {
  text: string;
  title?: string;
  variant?: ToastVariant;
}

/** Answer of POST /authenticate, PATCH /authenticate and GET /autologin, normalised. */
export interface SessionGrant {
  token: string;
  /** Millisecond timestamp (13 digits). */
  expiryDate: number;
}

/** The user channel's state; `offline` means the retries ran out and a manual reconnect is offered. */
export type RealtimeState = 'connecting' | 'open' | 'reconnecting' | 'offline';

// A type alias, not an interface: mitt needs an index-compatible record type.
export type HeartlineEvents = {
  'popup:open': PopupRequest;
  'popup:close': { id?: string };
  'toast:show': ToastRequest;
  'auth:signed-in': SessionGrant & { redirectTo?: string };
  /** A remote asks the shell to log out. */
  'auth:logout': { reason?: string };
  /** The shell ended the session: close sockets and reset your stores. */
  'session:ended': { reason?: string };
  /**
   * A remote's call returned the member (whole, or the fields it changed): the shell, the one
   * owner of the current user, takes it in. Remotes never write the user atom themselves.
   */
  'user:updated': UserUpdate;
  /** Reload the member from the server: for when nothing in hand holds the change. */
  'user:refresh': undefined;
  /** The server counted the member's credits anew (a send from any tab): the shell takes the number in. */
  'credits:changed': { credits: number };
  /**
   * Credits were bought where the member was told they had none (the no-credits popup's one-step
   * purchase): the chat whose message waits under `sendKey` sends it now, once.
   */
  'credits:purchased': { credits: number; sendKey?: string };
  'unread:changed': UnreadCounts;
  /** The user channel delivered a new message (member spec §7 newMessage). */
  'message:new': NewMessageNotice;
  'realtime:status': { state: RealtimeState };
  /** Ask the shell to open the user channel again now (the manual reconnect). */
  'realtime:reconnect': undefined;
};

export type HeartlineBus = Emitter<HeartlineEvents>;

/** The one bus. `@heartline/contracts` is a shared singleton at run time, so every app gets this instance. */
export const bus: HeartlineBus = mitt<HeartlineEvents>();

export function showToast(text: string, variant: ToastVariant = 'default', title?: string): void {
  bus.emit('toast:show', { text, variant, title });
}
