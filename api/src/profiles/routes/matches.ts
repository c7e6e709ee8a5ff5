// The match game (profiles/match-game.ts): next cards, swipe (a like costs one of the member's
// likes), undo, matches. Member-only, as the folder says.
import {
  matchNextQuerySchema,
  matchNextResponseSchema,
  matchesResponseSchema,
  swipeRequestSchema,
  swipeResponseSchema,
  undoResponseSchema,
} from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, mediaUrlFor } from '../../routes/member-context';
import { bearerSecurity, codedErrorResponses, errorResponses } from '../../routes/openapi';

const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { matchGame } = app.profiles;

  app.get(
    '/match/next',
    {
      schema: {
        tags: ['matches'],
        summary: 'The next cards of the match game (profiles not swiped yet) and the likes left',
        security: bearerSecurity,
        querystring: matchNextQuerySchema,
        response: { 200: matchNextResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => matchGame.next(await currentMember(app, request), request.query.limit, mediaUrlFor(app, request)),
  );

  app.post(
    '/match/swipe',
    {
      schema: {
        tags: ['matches'],
        summary: 'Like (needs a like left; may match and open a conversation) or dislike a profile',
        security: bearerSecurity,
        body: swipeRequestSchema,
        response: { 200: swipeResponseSchema, ...errorResponses(400, 401, 403, 404), ...codedErrorResponses(409) },
      },
    },
    async (request) => matchGame.swipe(await currentMember(app, request), request.body),
  );

  app.post(
    '/match/undo',
    {
      schema: {
        tags: ['matches'],
        summary: 'Take back the latest swipe: a like is refunded, its match and empty conversation removed',
        security: bearerSecurity,
        response: { 200: undoResponseSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => matchGame.undo(await currentMember(app, request), mediaUrlFor(app, request)),
  );

  app.get(
    '/matches',
    {
      schema: {
        tags: ['matches'],
        summary: "The member's matches, newest first, each with its conversation",
        security: bearerSecurity,
        response: { 200: matchesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => matchGame.matches(await currentMember(app, request), mediaUrlFor(app, request)),
  );
};

export default matchRoutes;
