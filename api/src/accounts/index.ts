// Member accounts: sign-up, the email address and its verification, passwords, settings, and the
// member's own record and profile form (routes/accounts, routes/users).
import fp from 'fastify-plugin';
import { createOwnRecord, type OwnRecord } from './own-record';
import { createPasswords, type Passwords } from './passwords';
import { createRegistration, type Registration } from './registration';
import { createAccountSettings, type AccountSettings } from './settings';
import { createVerification, type Verification } from './verification';
import { provideRepositories } from '../plugins/app/repositories';
import { routeFolder } from '../plugins/app/route-access';
import { createEmailVerificationsRepository, type EmailVerificationsRepository } from './repositories/email-verifications';
import { createUserAccountsRepository, type UserAccountsRepository } from './repositories/accounts';
import { createUserCredentialsRepository, type UserCredentialsRepository } from './repositories/credentials';
import { createUsersRepository, type UsersRepository } from './repositories/users';
import { createUserTermsRepository, type UserTermsRepository } from './repositories/terms';
import accountRoutes from './routes/index';
import userRoutes from './routes/users';

declare module '../plugins/app/repositories' {
  interface Repositories {
    /** The member's own record, profile form and preferences. */
    users: UsersRepository;
    userAccounts: UserAccountsRepository;
    userCredentials: UserCredentialsRepository;
    userTerms: UserTermsRepository;
    emailVerifications: EmailVerificationsRepository;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The account services the routes call (src/accounts). */
    accounts: {
      registration: Registration;
      verification: Verification;
      passwords: Passwords;
      settings: AccountSettings;
      ownRecord: OwnRecord;
    };
  }
}

export default fp(
  async (app) => {
    provideRepositories(app, {
      users: createUsersRepository(app.db),
      userAccounts: createUserAccountsRepository(app.db),
      userCredentials: createUserCredentialsRepository(app.db),
      userTerms: createUserTermsRepository(app.db),
      emailVerifications: createEmailVerificationsRepository(app.db),
    });
    app.decorate('accounts', {
      registration: createRegistration(app),
      verification: createVerification(app),
      passwords: createPasswords(app),
      settings: createAccountSettings(app),
      ownRecord: createOwnRecord(app),
    });
    await app.register(routeFolder('member', accountRoutes));
    await app.register(routeFolder('member', userRoutes));
  },
  { name: 'accounts domain', dependencies: ['brands domain', 'sessions', 'providers', 'events'] },
);
