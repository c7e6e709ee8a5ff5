// Sign-up (POST /register): the captcha's verdict, the member created under the brand of the
// front end that asked, the verification email, and a session.
import { MESSAGES } from '@heartline/contracts/rules';
import type { RegisterRequest } from '@heartline/contracts/schemas';
import { hashPassword } from '../auth/passwords';
import type { SessionGrant } from '../sessions/session-service';
import { HttpError } from '../http-error';
import type { RequestSite } from '../request-site';
import type { AccountsDeps } from './deps';
import { assertRegistrableEmail } from './email-policy';
import { newMemberFrom } from './new-member';
import { returnOriginFor } from './return-origin';
import { sendVerificationEmail } from './send-verification';

export interface Registration {
  /** The new member's session; 412 when the captcha is not convinced, 409 for a taken name or address. */
  register(form: RegisterRequest, site: RequestSite): Promise<SessionGrant>;
}

export function createRegistration(deps: AccountsDeps): Registration {
  const { userAccounts, userCredentials } = deps.repositories;
  return {
    async register(form, site) {
      assertRegistrableEmail(form.email);
      const verdict = await deps.captcha.verify(form.captcha, { action: 'register', ip: site.ip });
      if (!verdict.ok) throw new HttpError(412, MESSAGES.captchaRequired);

      const brand = await deps.brands.ofOrigin(site.origin);
      // Cheap checks first, so a taken name costs no password hashing; the create is the real guard.
      if (await userAccounts.usernameExists(brand.id, form.username)) throw new HttpError(409, MESSAGES.usernameTaken);
      if (await userAccounts.emailTakenOnBrand(brand.id, form.email)) throw new HttpError(409, MESSAGES.emailTaken);
      const now = deps.clock();
      const outcome = await userAccounts.createMember(newMemberFrom(form, brand, await hashPassword(form.password), now));
      if (outcome.status === 'username-taken') throw new HttpError(409, MESSAGES.usernameTaken);
      if (outcome.status === 'email-taken') throw new HttpError(409, MESSAGES.emailTaken);

      const memberId = outcome.id;
      try {
        const returnOrigin = returnOriginFor(deps.config, site.origin, brand.domain);
        await sendVerificationEmail(deps, site.apiOrigin, { memberId, username: form.username, email: form.email, brand }, returnOrigin);
      } catch (error) {
        // The account stands: the verify page lets the member send the email again.
        site.log.error({ err: error, memberId }, 'the verification email of a new member could not be sent');
      }
      const grant = await deps.sessions.open({ kind: 'member', id: memberId, role: 'member' });
      await userCredentials.recordSignIn(memberId, now);
      return grant;
    },
  };
}
