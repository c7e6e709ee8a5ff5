// Keeps the one user channel in step with the session: open while a member is signed in (a new
// sign-in or a restored session), closed on sign-out and on session:ended. Staff have no user
// channel (the API refuses their token there): the console opens the agent channel itself. A
// token refresh does not reconnect: the server checks the session itself on every ping.
import { authAtom, bus, isStaffRole, sessionRoleAtom } from '@heartline/contracts';
import { readRuntimeConfig } from '../../lib/config';
import { store } from '../../lib/store';
import { createUserChannel, userChannelUrl, type UserChannel } from './user-channel';

let channel: UserChannel | null = null;
let following = false;

function currentUrl(): string | null {
  const { isAuthenticated, token } = store.get(authAtom);
  return isAuthenticated && token ? userChannelUrl(readRuntimeConfig().apiUrl, token) : null;
}

/** The shell's one user channel (created on first use, not opened). */
export function sessionUserChannel(): UserChannel {
  channel ??= createUserChannel({ url: currentUrl });
  return channel;
}

/** Opens the channel now if signed in, and from now on follows sign-ins and sign-outs. Idempotent. */
export function followSession(): void {
  const current = sessionUserChannel();
  const follow = () => {
    if (store.get(authAtom).isAuthenticated && !isStaffRole(store.get(sessionRoleAtom))) current.open();
    else current.close();
  };
  if (!following) {
    following = true;
    store.sub(authAtom, follow);
    bus.on('session:ended', () => current.close());
    bus.on('realtime:reconnect', () => current.reconnect());
  }
  follow();
}
