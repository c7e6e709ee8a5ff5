// Member sign-in: with a password (the field says "Username or email"), or with the token of an
// autologin link or of a live password reset link (such a link signs the member in too). Each
// opens a session and stamps the sign-in.
import { MESSAGES } from '@heartline/contracts/rules';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { originHostname } from '../brand-domains';
import { HttpError } from '../http-error';
import { checkAutologinToken, linkTokenSpendKey, type AutologinCheck } from './autologin-tokens';
import { verifyPassword } from './passwords';
import type { SessionGrant } from '../sessions/session-service';

export type MemberSignInDeps = Pick<FastifyInstance, 'brands' | 'accounts' | 'sessions' | 'config' | 'clock'>;

export interface MemberSignIn {
  /** 401 for an unknown name or a wrong password alike; 403 for a deactivated account. */
  withPassword(usernameOrEmail: string, password: string, origin: string | undefined): Promise<SessionGrant>;
  /** Exchanges a link's token for a session, once; 401 expired or spent, 404 member gone, 403 deactivated. */
  withLinkToken(token: string): Promise<SessionGrant>;
}

export function createMemberSignIn(deps: MemberSignInDeps): MemberSignIn {
  const { members, passwords } = deps.accounts;

  /** An autologin token, or the token of a password reset link. */
  async function linkTokenCheck(token: string): Promise<AutologinCheck> {
    const autologin = await checkAutologinToken(token, deps.config.jwtSecret, deps.clock());
    if (autologin.status !== 'invalid') return autologin;
    const reset = await passwords.checkResetToken(token);
    if (reset.status === 'live') return { status: 'valid', userId: reset.claims.userId };
    if (reset.status === 'expired') return { status: 'expired' };
    // A reset link of a member since deleted or deactivated: answered 404 or 403 below.
    if (reset.status === 'member-gone' || reset.status === 'deactivated') return { status: 'valid', userId: reset.userId };
    return { status: 'invalid' };
  }

  /**
   * The member of the brand asking (the front end's Origin; the first brand without one): by
   * username, else, for something shaped like an address, by email (an address and a username are
   * each used once on a brand). Each brand is its own product: its members sign in on its site.
   */
  async function findCredentials(usernameOrEmail: string, origin: string | undefined) {
    const brandId = await deps.brands.idOfDomain(originHostname(origin) ?? undefined);
    return brandId === null ? null : members.credentials(brandId, usernameOrEmail);
  }

  async function open(memberId: number): Promise<SessionGrant> {
    const grant = await deps.sessions.open({ kind: 'member', id: memberId, role: 'member' });
    await members.recordSignIn(memberId, deps.clock());
    return grant;
  }

  return {
    async withPassword(usernameOrEmail, password, origin) {
      const credentials = await findCredentials(usernameOrEmail, origin);
      const passwordMatches = await verifyPassword(credentials?.passwordHash, password);
      if (!credentials || !passwordMatches) throw new HttpError(401, MESSAGES.invalidCredentials);
      // Said only to whoever knows the password, so it reveals nothing to a guesser.
      if (credentials.deactivatedAt) throw new HttpError(403, MESSAGES.accountIsDeactivated);
      return open(credentials.id);
    },

    async withLinkToken(token) {
      const check = await linkTokenCheck(token);
      if (check.status === 'expired') throw new HttpError(401, MESSAGES.tokenExpired);
      if (check.status === 'invalid') throw new HttpError(401, MESSAGES.invalidCredentials);
      const account = await members.account(check.userId);
      if (!account) throw new HttpError(404, MESSAGES.userNotFound);
      if (account.deactivatedAt) throw new HttpError(403, MESSAGES.accountIsDeactivated);
      // A link opens one session: spending is one insert, so of parallel exchanges exactly one wins.
      const expiresAt = new Date((decodeJwt(token).exp ?? 0) * 1000);
      if (!(await deps.sessions.spentTokens.spend(linkTokenSpendKey(token), expiresAt)))
        throw new HttpError(401, MESSAGES.invalidCredentials);
      return open(check.userId);
    },
  };
}
