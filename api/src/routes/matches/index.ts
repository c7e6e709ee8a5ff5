// The match game: next cards, swipe (a like costs one of the member's likes), undo, matches.
import {
  PROFILES_ERROR_CODES,
  PROFILES_MESSAGES,
  matchNextQuerySchema,
  matchNextResponseSchema,
  matchesResponseSchema,
  swipeRequestSchema,
  swipeResponseSchema,
  undoResponseSchema,
} from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error';
import type { MediaUrl } from '../../media/image-files';
import { toProfileCard, type ProfileCardRow } from '../../profiles/cards';
import { profileReacts } from '../../profiles/reciprocity';
import { bearerSecurity, codedErrorResponses, errorResponses, toDatabaseId } from '../openapi';
import { currentMember, mediaUrlFor } from '../member-context';

const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { matching, profiles } = app.repositories;

  async function cards(rows: ProfileCardRow[], mediaUrl: MediaUrl) {
    const now = app.clock();
    const images = await profiles.firstImages(rows.map((row) => row.id));
    return rows.map((row) => toProfileCard(row, images.get(row.id) ?? [], mediaUrl, now));
  }

  app.get(
    '/match/next',
    {
      config: { access: 'member' },
      schema: {
        tags: ['matches'],
        summary: 'The next cards of the match game (profiles not swiped yet) and the likes left',
        security: bearerSecurity,
        querystring: matchNextQuerySchema,
        response: { 200: matchNextResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const member = await currentMember(app, request);
      const [rows, likes] = await Promise.all([
        matching.next(member.id, member.brandId, request.query.limit, member.lookingForGender),
        matching.likesOf(member.id),
      ]);
      const queue = await cards(rows, mediaUrlFor(app, request));
      return { profile: queue[0] ?? null, queue, likes };
    },
  );

  app.post(
    '/match/swipe',
    {
      config: { access: 'member' },
      schema: {
        tags: ['matches'],
        summary: 'Like (needs a like left; may match and open a conversation) or dislike a profile',
        security: bearerSecurity,
        body: swipeRequestSchema,
        response: { 200: swipeResponseSchema, ...errorResponses(400, 401, 403, 404), ...codedErrorResponses(409) },
      },
    },
    async (request) => {
      const member = await currentMember(app, request);
      const profileId = toDatabaseId(request.body.toUserId);
      const profile = profileId === null ? null : await profiles.findCardInBrand(member.brandId, profileId);
      if (!profile) throw new HttpError(404, PROFILES_MESSAGES.profileNotFound);
      const outcome = await matching.swipe({
        userId: member.id,
        profileId: profile.id,
        action: request.body.actionType,
        matches: profileReacts('match', member.id, profile.id),
        at: app.clock(),
      });
      if (outcome.kind === 'no-likes-left') throw new HttpError(409, PROFILES_MESSAGES.noLikesLeft, { code: PROFILES_ERROR_CODES.noLikesLeft });
      if (outcome.kind === 'already-swiped') throw new HttpError(409, PROFILES_MESSAGES.alreadySwiped);
      return { match: outcome.match, conversationId: outcome.conversationId === null ? null : String(outcome.conversationId), likes: outcome.likes };
    },
  );

  app.post(
    '/match/undo',
    {
      config: { access: 'member' },
      schema: {
        tags: ['matches'],
        summary: 'Take back the latest swipe: a like is refunded, its match and empty conversation removed',
        security: bearerSecurity,
        response: { 200: undoResponseSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      const member = await currentMember(app, request);
      const outcome = await matching.undoLast(member.id);
      if (!outcome) throw new HttpError(409, PROFILES_MESSAGES.nothingToUndo);
      const row = await profiles.findCardInBrand(member.brandId, outcome.profileId);
      if (!row) throw new HttpError(404, PROFILES_MESSAGES.profileNotFound);
      const [profile] = await cards([row], mediaUrlFor(app, request));
      return { profile: profile!, actionType: outcome.action, unmatched: outcome.unmatched, likes: outcome.likes };
    },
  );

  app.get(
    '/matches',
    {
      config: { access: 'member' },
      schema: {
        tags: ['matches'],
        summary: "The member's matches, newest first, each with its conversation",
        security: bearerSecurity,
        response: { 200: matchesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const member = await currentMember(app, request);
      const rows = await matching.matchesOf(member.id);
      const profileCards = await cards(
        rows.map((row) => row.profile),
        mediaUrlFor(app, request),
      );
      return {
        matches: rows.map((row, index) => ({
          _id: String(row.id),
          profile: profileCards[index]!,
          conversationId: String(row.conversationId),
          createDate: row.createdAt.toISOString(),
        })),
      };
    },
  );
};

export default matchRoutes;
