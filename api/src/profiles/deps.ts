// What the profile services use of the app: the repositories and the clock.
import type { FastifyInstance } from 'fastify';

export type ProfilesDeps = Pick<FastifyInstance, 'repositories' | 'clock'>;
