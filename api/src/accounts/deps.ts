// What the account services use: the domain's own repositories, and of the app the brands,
// locations, sessions, domain events, mail, captcha, configuration and clock (accounts/index.ts
// hands them over).
import type { FastifyInstance } from 'fastify';
import type { UserAccountsRepository } from './repositories/accounts';
import type { UserCredentialsRepository } from './repositories/credentials';
import type { EmailVerificationsRepository } from './repositories/email-verifications';
import type { UserTermsRepository } from './repositories/terms';
import type { UsersRepository } from './repositories/users';

export interface AccountsRepositories {
  /** The member's own record, profile form and preferences. */
  users: UsersRepository;
  userAccounts: UserAccountsRepository;
  userCredentials: UserCredentialsRepository;
  userTerms: UserTermsRepository;
  emailVerifications: EmailVerificationsRepository;
}

export type AccountsDeps = Pick<
  FastifyInstance,
  'brands' | 'locations' | 'sessions' | 'domainEvents' | 'mail' | 'captcha' | 'config' | 'clock'
> & { repositories: AccountsRepositories };
