// What each user-channel event means for the apps: bus events the shell and remotes already
// listen to, and for `logout` the shell's logout sequence (which tells the other tabs too).
import { MESSAGES, bus, type LogoutReason, type UserChannelEvent } from '@heartline/contracts';

/** The toast a member sees when the server ended their session (spec §8). */
export function logoutMessage(reason: LogoutReason): string {
  switch (reason) {
    case 'password-changed':
      return MESSAGES.signedOutPasswordChanged;
    case 'deactivated':
      return MESSAGES.signedOutDeactivated;
    default:
      return MESSAGES.sessionExpired;
  }
}

export function routeChannelEvent(event: UserChannelEvent): void {
  switch (event.type) {
    case 'unreadMessageCount':
      bus.emit('unread:changed', event.data);
      return;
    case 'newMessage':
      bus.emit('message:new', event.data);
      return;
    case 'userUpdate': {
      // Credits come with their new number: taken in as they are. Anything else (or nothing named:
      // a settings change) is read again from the server.
      const { credits, ...rest } = event.data;
      if (typeof credits === 'number') bus.emit('credits:changed', { credits });
      if (credits === undefined || Object.keys(rest).length > 0) bus.emit('user:refresh', undefined);
      return;
    }
    case 'logout':
      bus.emit('auth:logout', { reason: logoutMessage(event.data.reason) });
      return;
    case 'pong':
      return;
  }
}
