// Signed-in demo members for route tests, and direct reads of the test database.
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { signIn } from './app';

export interface SignedInMember {
  token: string;
  id: number;
  headers: { authorization: string };
}

export const DEMO_PASSWORDS = { demo: 'demo12345', newbie: 'newbie12345', vip: 'vip12345' } as const;

/** A demo member signs in; on Heartline's site unless `origin` names another brand's (each has its own `demo`). */
export async function signInMember(app: FastifyInstance, username: keyof typeof DEMO_PASSWORDS, origin?: string): Promise<SignedInMember> {
  const { access_token } = await signIn(app, username, DEMO_PASSWORDS[username], '/authenticate', origin);
  return { token: access_token, id: Number(decodeJwt(access_token).sub), headers: { authorization: `Bearer ${access_token}` } };
}
