// What other domains read of a member's account (`app.accounts.members`): the facts a route needs
// about who is asking, the account and its credentials for sign-in, and the sign-in's stamp.
import type { StaffMemberFile } from '@heartline/contracts/schemas';
import type { MediaUrl } from '../media/image-files';
import type { AccountsRepositories } from './deps';
import type { Credentials, MemberAccount, MemberFacts } from './member-records';

export interface Members {
  /** The few facts most routes need about the member asking; null when the member is gone. */
  facts(memberId: number): Promise<MemberFacts | null>;
  account(memberId: number): Promise<MemberAccount | null>;
  /** The member as staff see them (details, photo, credits, membership); staff reads only. */
  staffFile(memberId: number, mediaUrl: MediaUrl): Promise<StaffMemberFile | null>;
  /** The brand's active member with this address (the oldest if several). */
  activeByEmail(brandId: number, email: string): Promise<MemberAccount | null>;
  /**
   * The member of the brand by username, else, for something shaped like an address, by email
   * (an address and a username are each used once on a brand).
   */
  credentials(brandId: number, usernameOrEmail: string): Promise<Credentials | null>;
  /** Stamps the activity date, and the first-login date the first time. */
  recordSignIn(memberId: number, at: Date): Promise<void>;
}

export function createMembers({ users, userAccounts, userCredentials }: AccountsRepositories): Members {
  return {
    facts: (memberId) => users.findMember(memberId),
    account: (memberId) => userAccounts.findAccount(memberId),
    staffFile: (memberId, mediaUrl) => users.findForStaff(memberId, mediaUrl),
    activeByEmail: (brandId, email) => userAccounts.findActiveByEmail(brandId, email),
    async credentials(brandId, usernameOrEmail) {
      const byUsername = await userCredentials.findByUsername(brandId, usernameOrEmail);
      if (byUsername || !usernameOrEmail.includes('@')) return byUsername;
      return userCredentials.findByEmail(brandId, usernameOrEmail);
    },
    recordSignIn: (memberId, at) => userCredentials.recordSignIn(memberId, at),
  };
}
