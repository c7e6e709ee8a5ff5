// The accounts domain (`app.accounts`): sign-up, the email address and its verification, passwords,
// settings, the member's own record and profile form, and what other domains read of a member
// (`members`), and staff reactivating a deactivated account (`reactivation`). Routes: accounts
// (register, verify, passwords, settings), users (/user/{id}) and, for staff, members (/members).
import fp from 'fastify-plugin';
import { routeFolder } from '../plugins/app/route-access';
import type { AccountsRepositories } from './deps';
import { createMembers, type Members } from './members';
import { createOwnRecord, type OwnRecord } from './own-record';
import { createPasswords, type Passwords } from './passwords';
import { createRegistration, type Registration } from './registration';
import { createUserAccountsRepository } from './repositories/accounts';
import { createMemberReactivationsRepository } from './repositories/reactivations';
import { createUserCredentialsRepository } from './repositories/credentials';
import { createEmailVerificationsRepository } from './repositories/email-verifications';
import { createUserTermsRepository } from './repositories/terms';
import { createUsersRepository } from './repositories/users';
import passwordRoutes from './routes/passwords';
import registrationRoutes from './routes/registration';
import settingsRoutes from './routes/settings';
import staffMemberRoutes from './routes/staff-members';
import userRoutes from './routes/users';
import verificationRoutes from './routes/verification';
import { createMemberReactivation, type MemberReactivation } from './reactivation';
import { createAccountSettings, type AccountSettings } from './settings';
import { createVerification, type Verification } from './verification';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: {
      registration: Registration;
      verification: Verification;
      passwords: Passwords;
      settings: AccountSettings;
      ownRecord: OwnRecord;
      members: Members;
      reactivation: MemberReactivation;
    };
  }
}

export default fp(
  async (app) => {
    const repositories: AccountsRepositories = {
      // Checkout is built after accounts: its reader is asked for only while a request is answered.
      users: createUsersRepository(app.db, app.genericPlansDb, app.clock, (memberId, brandId) =>
        app.checkout.memberships.purchasesOf(memberId, brandId),
      ),
      userAccounts: createUserAccountsRepository(app.db),
      userCredentials: createUserCredentialsRepository(app.db),
      userTerms: createUserTermsRepository(app.db),
      emailVerifications: createEmailVerificationsRepository(app.db),
    };
    const deps = {
      repositories,
      brands: app.brands,
      locations: app.locations,
      sessions: app.sessions,
      domainEvents: app.domainEvents,
      mail: app.mail,
      captcha: app.captcha,
      config: app.config,
      clock: app.clock,
    };
    app.decorate('accounts', {
      registration: createRegistration(deps),
      verification: createVerification(deps),
      passwords: createPasswords(deps),
      settings: createAccountSettings(deps),
      ownRecord: createOwnRecord(deps),
      members: createMembers(repositories),
      reactivation: createMemberReactivation({
        repositories: { memberReactivations: createMemberReactivationsRepository(app.db) },
        clock: app.clock,
      }),
    });
    for (const routes of [registrationRoutes, verificationRoutes, passwordRoutes, settingsRoutes, userRoutes]) {
      await app.register(routeFolder('member', routes));
    }
    await app.register(routeFolder('agent', staffMemberRoutes));
  },
  {
    name: 'accounts domain',
    dependencies: ['brands domain', 'locations domain', 'mail domain', 'sessions', 'captcha', 'events'],
  },
);
