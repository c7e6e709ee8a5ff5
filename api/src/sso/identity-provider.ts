// The identity provider's steps (`app.sso`), each answering what its page shows: the state a
// brand's site sent checked, a sign-in or a new identity (with the ticket that carries it to the
// consent page), and the consent's way back to the site with an autologin token or an error.
import { MESSAGES } from '@heartline/contracts/rules';
import { emailSchema, newPasswordSchema } from '@heartline/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { signAutologinToken } from '../auth/autologin-tokens';
import type { SsoIdentitiesRepository, SsoIdentity } from './repositories/sso-identities';
import { checkSsoState, returnUrl, type SsoStateCheck } from './sso-state';
import { checkSsoTicket, signSsoTicket } from './sso-ticket';

/** The autologin token the site receives: exchanged at GET /autologin straight away. */
export const SSO_AUTOLOGIN_TTL_SECONDS = 300;
export const SSO_MESSAGES = {
  wrongPassword: 'The email or password is not correct.',
  emailInUse: 'An account with this email address already exists. Sign in instead.',
  ticketExpired: 'The sign-in took too long. Please start again.',
} as const;
const DISPLAY_NAME_MAX_LENGTH = 80;

export type CheckedState = Extract<SsoStateCheck, { ok: true }>;
export type IdentityForm = { displayName: string; email: string; password: string };
export type IdentityFormErrors = Partial<Record<'displayName' | 'email' | 'password', string>>;

export type CreateOutcome =
  { kind: 'created'; identity: SsoIdentity; ticket: string } | { kind: 'invalid'; errors: IdentityFormErrors } | { kind: 'email-in-use' };

export interface IdentityProvider {
  /** The state a brand's site sent, decoded and checked against the brands and their origins. */
  checkState(encoded: string | undefined): Promise<SsoStateCheck>;
  /** The identity and its ticket when the email and password match; null otherwise. */
  signIn(email: string, password: string, state: string): Promise<{ identity: SsoIdentity; ticket: string } | null>;
  /** A new identity from the form (trimmed), or why not. */
  create(form: IdentityForm, state: string): Promise<CreateOutcome>;
  /**
   * Where Allow sends the browser: the site with an autologin token for the brand's active member
   * with the identity's address, or `error=not_found`; null when the ticket is no longer good.
   */
  allow(ticket: string, state: string, checked: CheckedState): Promise<string | null>;
  /** Where Deny sends the browser: sharing nothing needs no live ticket. */
  deny(checked: CheckedState): string;
}

function firstIssue(schema: z.ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? MESSAGES.generic);
}

export function createIdentityProvider(
  deps: Pick<FastifyInstance, 'brands' | 'accounts' | 'config' | 'clock'> & { repositories: { ssoIdentities: SsoIdentitiesRepository } },
): IdentityProvider {
  const identities = deps.repositories.ssoIdentities;
  const { jwtSecret } = deps.config;
  const brandOfDomain = async (domain: string) => {
    const brand = await deps.brands.byDomain(domain);
    return brand && { id: Number(brand._id), productName: brand.productName, ssoName: brand.sso?.name ?? null };
  };
  const ticketFor = (identity: SsoIdentity, state: string) => signSsoTicket(identity.id, state, jwtSecret, deps.clock());

  return {
    checkState: (encoded) => checkSsoState(brandOfDomain, deps.config.brandOrigins, encoded),

    async signIn(email, password, state) {
      const identity = email && password ? await identities.signIn(email, password) : null;
      return identity && { identity, ticket: await ticketFor(identity, state) };
    },

    async create(form, state) {
      const displayName = form.displayName.trim();
      const email = form.email.trim();
      const errors: IdentityFormErrors = {
        displayName: !displayName
          ? MESSAGES.required
          : displayName.length > DISPLAY_NAME_MAX_LENGTH
            ? `Please enter at most ${DISPLAY_NAME_MAX_LENGTH} symbols`
            : undefined,
        email: firstIssue(emailSchema, email),
        password: firstIssue(newPasswordSchema, form.password),
      };
      if (errors.displayName || errors.email || errors.password) return { kind: 'invalid', errors };
      const identity = await identities.create({ displayName, email, password: form.password });
      if (!identity) return { kind: 'email-in-use' };
      return { kind: 'created', identity, ticket: await ticketFor(identity, state) };
    },

    async allow(ticket, state, checked) {
      const now = deps.clock();
      const identityId = await checkSsoTicket(ticket, state, jwtSecret, now);
      const identity = identityId === null ? null : await identities.findById(identityId);
      if (!identity) return null;
      const member = await deps.accounts.members.activeByEmail(checked.brand.id, identity.email);
      if (!member) return returnUrl(checked.redirectUrl, { error: 'not_found' });
      const token = await signAutologinToken(member.id, SSO_AUTOLOGIN_TTL_SECONDS, jwtSecret, now);
      return returnUrl(checked.redirectUrl, { token });
    },

    deny: (checked) => returnUrl(checked.redirectUrl, { error: 'access_denied' }),
  };
}
