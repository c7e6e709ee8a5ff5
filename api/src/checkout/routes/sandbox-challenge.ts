// The sandbox bank's 3-D Secure challenge (the test card 4000 0000 0000 3220): GET shows the bank's
// page, POST takes the card holder's answer and sends the browser back to the member's checkout,
// whose polling sees the outcome. Public like a bank's page: the intent's unguessable id is the
// key, and the way back is the one the payment named (never an address the request gives).
import { MESSAGES } from '@heartline/contracts/rules';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { challengePage, unknownChallengePage } from '../payments/sandbox-challenge-page';
import type { PaymentIntent } from '../payments/provider';
import { sandboxChallengePath, type SandboxProcessor } from '../payments/sandbox-processor';

const FORM_BODY_LIMIT = 1_024;
const CHALLENGE_ROUTE = '/payments/sandbox/challenge/:intentId';
const paramsSchema = z.object({ intentId: z.string().min(1).max(100) });
const answerSchema = z.object({ outcome: z.enum(['approve', 'fail'], { error: MESSAGES.generic }) });

function contentSecurityPolicy(formTarget?: string): string {
  const formAction = formTarget ? `'self' ${formTarget}` : "'self'";
  return `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`;
}

function sendPage(reply: FastifyReply, status: number, html: string, formTarget?: string) {
  return reply
    .code(status)
    .header('content-security-policy', contentSecurityPolicy(formTarget))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

export interface SandboxChallengeOptions {
  sandbox: SandboxProcessor;
  /** The name shown as the merchant: the brand the payment is for. */
  merchantOf: (intent: PaymentIntent) => Promise<string>;
}

const sandboxChallengeRoutes: FastifyPluginAsyncZod<SandboxChallengeOptions> = async (app, { sandbox, merchantOf }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(CHALLENGE_ROUTE, { config: { access: 'public' }, schema: { hide: true, params: paramsSchema } }, async (request, reply) => {
    const challenge = sandbox.challenge(request.params.intentId);
    if (!challenge) return sendPage(reply, 404, unknownChallengePage());
    const page = challengePage(challenge.intent, sandboxChallengePath(challenge.intent.id), await merchantOf(challenge.intent));
    // The answer's redirect goes to the checkout: the form may lead there.
    return sendPage(reply, 200, page, new URL(challenge.returnUrl).origin);
  });

  app.post(
    CHALLENGE_ROUTE,
    { config: { access: 'public' }, schema: { hide: true, params: paramsSchema, body: answerSchema } },
    async (request, reply) => {
      const done = sandbox.completeChallenge(request.params.intentId, request.body.outcome === 'approve');
      if (!done) return sendPage(reply, 404, unknownChallengePage());
      return reply.redirect(done.returnUrl, 303);
    },
  );
};

export default sandboxChallengeRoutes;
