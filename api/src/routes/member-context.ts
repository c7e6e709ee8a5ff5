// What member routes share: the asking member's facts, the origin (and signatures) image URLs are
// built with, and the rule that a member changes only their own record.
import { MESSAGES } from '@heartline/contracts/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import type { MediaUrl } from '../media/image-files';
import { createMediaUrl } from '../media/media-signatures';
import type { MemberFacts } from '../accounts/member-records';
import type { RequestSite } from '../request-site';
import { toDatabaseId } from './openapi';

/** `http://127.0.0.1:4000`: the scheme and host the request came to, so image URLs work from there. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Media URLs for this request's answer: on its origin, protected files signed until the next hour ends. */
export function mediaUrlFor(app: FastifyInstance, request: FastifyRequest): MediaUrl {
  return createMediaUrl(requestOrigin(request), app.mediaSigner, app.clock());
}

/** The request as the services see it (request-site.ts). */
export function requestSite(app: FastifyInstance, request: FastifyRequest): RequestSite {
  return {
    origin: request.headers.origin,
    apiOrigin: requestOrigin(request),
    mediaUrl: mediaUrlFor(app, request),
    ip: request.ip,
    log: request.log,
  };
}

/**
 * The signed-in member's id, without reading the member: for a route whose own statement reads the
 * member's row and answers 401 when it is gone (a member's send: its one statement is the request's
 * only round trip).
 */
export function currentMemberId(request: FastifyRequest): number {
  const caller = request.caller;
  if (!caller || caller.kind !== 'member') throw new HttpError(403, MESSAGES.forbidden);
  return caller.subjectId;
}

/** The signed-in member (routes with `access: 'member'` have one). */
export async function currentMember(app: FastifyInstance, request: FastifyRequest): Promise<MemberFacts> {
  const member = await app.accounts.members.facts(currentMemberId(request));
  // The session outlived its member (deleted account): treat it as signed out.
  if (!member) throw new HttpError(401, MESSAGES.sessionExpired);
  return member;
}

/**
 * The member's own id from `/user/{id}`. Any other id is 404, whether a member has it or not:
 * answering another member's id differently would tell a caller which ids exist.
 */
export function ownUserId(request: FastifyRequest, id: string): number {
  const userId = toDatabaseId(id);
  if (userId !== null && request.caller?.kind === 'member' && userId === request.caller.subjectId) return userId;
  throw new HttpError(404, MESSAGES.notFound);
}
