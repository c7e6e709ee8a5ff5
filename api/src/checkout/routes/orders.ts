// Orders (member spec §7): POST /order prices the cart on the server, GET /order/{id} is what the
// checkout polls, PATCH /order/{id} pays it with a card (the number goes to the processor only).
import { MESSAGES } from '@heartline/contracts/rules';
import { checkoutFormSchema, createOrderRequestSchema, orderSchema } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error';
import { currentMember } from '../../routes/member-context';
import { bearerSecurity, errorResponses, idParamsSchema, toDatabaseId } from '../../routes/openapi';

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
      schema: {
        tags: ['checkout'],
        summary:
          'Pay the order with a card. Answers the order with its payment pending, successful or failed (bank or system issue); a second payment while one is under way charges nothing',
        security: bearerSecurity,
        params: idParamsSchema,
        body: checkoutFormSchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => orders.pay(await currentMember(app, request), orderId(request.params.id), request.body),
  );
};

export default orderRoutes;
