// Account settings: the e-mail notification preference, and deactivation (confirmed with the
// password; every session ends and sign-in is refused from then on).
import { MESSAGES } from '@heartline/contracts/rules';
import type { User } from '@heartline/contracts/schemas';
import { verifyPassword } from '../auth/passwords';
import { HttpError } from '../http-error';
import type { MediaUrl } from '../media/image-files';
import type { AccountsDeps } from './deps';
import { endMemberSessions } from './member-sessions';

export interface AccountSettings {
  /** Whether the member is notified by e-mail of new messages; answers the member's record. */
  setNotifyByEmail(memberId: number, notifyByEmail: boolean, mediaUrl: MediaUrl): Promise<User>;
  deactivate(memberId: number, password: string): Promise<void>;
}

export function createAccountSettings(deps: AccountsDeps): AccountSettings {
  const { userAccounts, users } = deps.repositories;
  return {
    async setNotifyByEmail(memberId, notifyByEmail, mediaUrl) {
      await users.setNotifyByEmail(memberId, notifyByEmail, deps.clock());
      deps.domainEvents.emit('member.updated', { memberId });
      const user = await users.findById(memberId, mediaUrl);
      if (!user) throw new HttpError(404, MESSAGES.notFound);
      return user;
    },

    async deactivate(memberId, password) {
      const account = await userAccounts.findAccount(memberId);
      if (!account) throw new HttpError(404, MESSAGES.notFound);
      if (!(await verifyPassword(account.passwordHash, password))) throw new HttpError(400, MESSAGES.wrongCurrentPassword);
      await userAccounts.deactivate(memberId, deps.clock());
      await endMemberSessions(deps, memberId, 'deactivated');
    },
  };
}
