// What the account services use of the app: the repositories, sessions, domain events, mail,
// captcha, configuration and clock (decorators the domain plugin hands over).
import type { FastifyInstance } from 'fastify';

export type AccountsDeps = Pick<
  FastifyInstance,
  'repositories' | 'sessionService' | 'domainEvents' | 'mail' | 'captcha' | 'config' | 'clock'
>;
