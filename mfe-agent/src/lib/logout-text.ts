// The words for a session the server ended (agent spec §8: 'New device login').
import { MESSAGES, type LogoutReason } from '@heartline/contracts';

export function staffLogoutText(reason: LogoutReason): string {
  switch (reason) {
    case 'new-device-login':
      return MESSAGES.newDeviceLogin;
    case 'deactivated':
      return MESSAGES.signedOutDeactivated;
    default:
      return MESSAGES.sessionExpired;
  }
}
