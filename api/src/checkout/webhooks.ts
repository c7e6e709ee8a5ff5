// The processor's webhooks (`app.checkout.webhooks`): a signed event is checked (signature, age,
// shape) and its payment intent goes to the orders' applyIntent, which settles once however often
// and in whatever order the events come. An event for a payment we do not know is acknowledged and
// ignored (the processor would otherwise retry it for days).
import { MESSAGES } from '@heartline/contracts/rules';
import { z } from 'zod';
import { toDatabaseId } from '../database-id';
import { HttpError } from '../http-error';
import type { CheckoutDeps } from './deps';
import type { Orders } from './orders';
import { verifyWebhook } from './payments/webhook-signature';

const eventSchema = z.object({
  id: z.string().max(100),
  type: z.enum(['payment_intent.succeeded', 'payment_intent.payment_failed']),
  created: z.number().int(),
  intent: z.object({
    id: z.string().min(1).max(100),
    status: z.enum(['processing', 'requires_action', 'succeeded', 'failed']),
    amountCents: z.number().int().nonnegative(),
    currencyCode: z.string().length(3),
    failure: z.enum(['bank', 'system']).optional(),
    metadata: z.object({ paymentId: z.string().max(20) }),
  }),
});

export interface Webhooks {
  /** Handles one delivery; throws a 400 for a bad signature or event. Answers whether it was for a known payment. */
  receive(payload: string, signature: string): Promise<boolean>;
}

export function createWebhooks(deps: CheckoutDeps, orders: Orders): Webhooks {
  const { webhookSecret, clock, repositories } = deps;
  return {
    async receive(payload, signature) {
      if (!verifyWebhook(webhookSecret, payload, signature, clock())) throw new HttpError(400, MESSAGES.webhookSignatureInvalid);
      let json: unknown;
      try {
        json = JSON.parse(payload);
      } catch {
        throw new HttpError(400, MESSAGES.webhookEventInvalid);
      }
      const event = eventSchema.safeParse(json);
      if (!event.success) throw new HttpError(400, MESSAGES.webhookEventInvalid);
      const paymentId = toDatabaseId(event.data.intent.metadata.paymentId);
      const payment = paymentId === null ? null : await repositories.orders.findPayment(paymentId);
      if (!payment) return false;
      await orders.applyIntent(payment.id, event.data.intent);
      return true;
    },
  };
}
