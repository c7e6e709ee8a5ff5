// POST /payments/webhook: where the payment processor tells outcomes. No key or session (the
// processor has neither): the signature header over the event's text is what is checked.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@heartline/contracts/rules';
import { HttpError } from '../../http-error';
import { errorResponses } from '../../routes/openapi';

/** An event's text is a few hundred bytes; this bounds what is hashed. */
const WEBHOOK_PAYLOAD_MAX_LENGTH = 8_192;
export const WEBHOOK_SIGNATURE_HEADER = 'heartline-signature';

const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { webhooks } = app.checkout;
  app.post(
    '/payments/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['checkout'],
        summary:
          "The payment processor's signed events (header heartline-signature: t=<seconds>,v1=<HMAC-SHA256 of '<t>.<payload>'>). Delivered twice or out of order, a payment is settled once",
        security: [],
        headers: z.object({ [WEBHOOK_SIGNATURE_HEADER]: z.string().max(200).optional() }),
        body: z.object({ payload: z.string().max(WEBHOOK_PAYLOAD_MAX_LENGTH) }),
        response: { 200: z.object({ received: z.boolean() }), ...errorResponses(400) },
      },
    },
    async (request) => {
      const signature = request.headers[WEBHOOK_SIGNATURE_HEADER];
      if (typeof signature !== 'string') throw new HttpError(400, MESSAGES.webhookSignatureInvalid);
      return { received: await webhooks.receive(request.body.payload, signature) };
    },
  );
};

export default webhookRoutes;
