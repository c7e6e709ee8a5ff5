// What the checkout services use: the domain's own repositories and payment processor, and of the
// app the brands (their products), the members' accounts and the mail (receipts), the credit
// ledger (messaging's door), the domain events, the configuration, the clock, the webhook secret
// and the logger (checkout/index.ts hands them over).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PaymentProvider } from './payments/provider';
import type { CatalogueRepository } from './repositories/catalogue';
import type { MembershipsRepository } from './repositories/memberships';
import type { OrdersRepository } from './repositories/orders';

export interface CheckoutRepositories {
  catalogue: CatalogueRepository;
  orders: OrdersRepository;
  memberships: MembershipsRepository;
}

export type CheckoutDeps = Pick<FastifyInstance, 'brands' | 'accounts' | 'mail' | 'config' | 'domainEvents' | 'clock'> & {
  credits: FastifyInstance['messaging']['credits'];
  repositories: CheckoutRepositories;
  provider: PaymentProvider;
  webhookSecret: string;
  log: FastifyBaseLogger;
};
