// Orders (member spec §7): POST /order prices the cart on the server, GET /order/{id} is what the
// checkout polls, PATCH /order/{id} pays it with a card (the number goes to the processor only).
import { MESSAGES } from '@heartline/contracts/rules';
import {
  applePayCheckoutSchema,
  applePayMerchantSessionSchema,
  applePaySessionRequestSchema,
  checkoutFormSchema,
  createOrderRequestSchema,
  orderSchema,
  receiptResentSchema,
  walletSchema,
  walletCheckoutSchema,
} from '@heartline/contracts/schemas';
import type { FastifySchemaValidationError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error';
import { errorBody, validationFields } from '../../plugins/app/errors';
import { checkRequestPart } from '../../plugins/external/zod';
import { currentMember, requestOrigin } from '../../routes/member-context';
import { bearerSecurity, errorResponses, idParamsSchema, toDatabaseId } from '../../routes/openapi';

/** Receipts one address may ask to be mailed again each minute. */
const RECEIPT_RESENDS_PER_MINUTE = 5;

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.checkout;
  const orderId = (id: string): number => {
    const databaseId = toDatabaseId(id);
    if (databaseId === null) throw new HttpError(404, MESSAGES.orderNotFound);
    return databaseId;
  };

  app.post(
    '/order',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "Create an order for one product in a country: the server prices it; a total or currency other than the catalogue's is refused. A retry with the same key answers the first order",
        security: bearerSecurity,
        body: createOrderRequestSchema,
        response: { 201: orderSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await orders.create(await currentMember(app, request), request.body)),
  );

  app.get(
    '/order/:id',
    {
      schema: {
        tags: ['checkout'],
        summary: "One of the member's orders with its last payment's state (what the checkout polls)",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => orders.get(await currentMember(app, request), orderId(request.params.id)),
  );

  app.patch(
    '/order/:id',
    {
      // The body is a new card (the card form) or a wallet card (`{ cardId, terms }`); the handler
      // checks it against the right one, so a mistake is told in that shape's words.
      attachValidation: true,
      schema: {
        tags: ['checkout'],
        summary:
          'Pay the order with a new card (the card form), a saved one (`{ cardId, terms }`) or Apple Pay (`{ applePay, terms }`). A 3-D Secure card answers `requires_action` with the bank page to send the browser to. Answers the order with its payment pending, successful or failed (bank or system issue); a second payment while one is under way charges nothing',
        security: bearerSecurity,
        params: idParamsSchema,
        body: z.union([checkoutFormSchema, walletCheckoutSchema, applePayCheckoutSchema]),
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const refuse = (errors: FastifySchemaValidationError[]) => {
        const fields = validationFields({ validation: errors, validationContext: 'body' });
        return reply.code(400).send(errorBody(400, Object.values(fields)[0] ?? MESSAGES.generic, fields));
      };
      const id = orderId(request.params.id);
      const raw: unknown = request.body;
      const member = await currentMember(app, request);
      const site = { apiOrigin: requestOrigin(request), origin: request.headers.origin };
      if (typeof raw === 'object' && raw !== null && 'cardId' in raw) {
        const parsed = checkRequestPart(walletCheckoutSchema, raw, 'body');
        if (!parsed.ok) return refuse(parsed.errors);
        return orders.pay(member, id, parsed.value, site);
      }
      if (typeof raw === 'object' && raw !== null && 'applePay' in raw) {
        const parsed = checkRequestPart(applePayCheckoutSchema, raw, 'body');
        if (!parsed.ok) return refuse(parsed.errors);
        return orders.pay(member, id, parsed.value, site);
      }
      const parsed = checkRequestPart(checkoutFormSchema, raw, 'body');
      if (!parsed.ok) return refuse(parsed.errors);
      return orders.pay(member, id, parsed.value, site);
    },
  );

  app.post(
    '/payment-session/apple-pay',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "Apple Pay's merchant validation: the `validationURL` of the browser's `onvalidatemerchant` (Apple's hosts only) answers the merchant session for `completeMerchantValidation`",
        security: bearerSecurity,
        body: applePaySessionRequestSchema,
        response: { 200: applePayMerchantSessionSchema, ...errorResponses(400, 401, 403, 502) },
      },
    },
    async (request) => orders.applePaySession(await currentMember(app, request), request.body.validationUrl),
  );

  app.post(
    '/order/:id/receipt',
    {
      // A member may ask again, not flood their own inbox.
      config: { rateLimit: { max: RECEIPT_RESENDS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['checkout'],
        summary: "Mail the receipt of one of the member's paid orders again (to the member's address)",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: receiptResentSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      await orders.resendReceipt(await currentMember(app, request), orderId(request.params.id));
      return { message: MESSAGES.receiptResent };
    },
  );

  app.get(
    '/payment-methods',
    {
      schema: {
        tags: ['checkout'],
        summary: "The member's saved cards (the processor's tokens stay on the server)",
        security: bearerSecurity,
        response: { 200: walletSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => orders.wallet(await currentMember(app, request)),
  );

  app.delete(
    '/payment-methods/:cardId',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Remove a saved card from the wallet',
        security: bearerSecurity,
        params: z.object({ cardId: idParamsSchema.shape.id }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await orders.removeCard(await currentMember(app, request), request.params.cardId);
      return reply.code(204).send(null);
    },
  );
};

export default orderRoutes;
