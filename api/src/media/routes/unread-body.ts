// An upload refused before its whole body was read (an invalid `type` field, a sixth file) leaves
// the rest of the body on its connection: the multipart parser stopped reading, so Node never
// gets to the next request on that keep-alive connection, which then waits for its timeout.
// Reading the rest and throwing it away frees the connection; a body too large to be worth
// reading closes the connection after the answer instead.
import { UPLOAD_LIMITS } from '@heartline/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Every file of the largest upload the route reads (one file more than allowed), and the form around them. */
export const UNREAD_BODY_DRAIN_LIMIT = (UPLOAD_LIMITS.maxFiles + 1) * UPLOAD_LIMITS.maxBytes + 64 * 1024;

/** An onSend hook: whatever the answer, the request body is consumed or the connection closes after it. */
export async function discardUnreadBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  const announced = Number(raw.headers['content-length']);
  if (!(announced <= UNREAD_BODY_DRAIN_LIMIT)) reply.header('connection', 'close');
  // The parser may still be piped in, paused on a part nobody reads: take the stream back.
  raw.unpipe();
  raw.resume();
}
