// What a service needs to know about the request it serves, without knowing HTTP: which front end
// asked, where the API itself was reached, how to address images for the answer, and where to
// log what goes wrong after the answer is decided. Routes build it (routes/member-context.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { MediaUrl } from './media/image-files';

export interface RequestSite {
  /** The request's Origin header: the brand's front end that asked, when a browser did. */
  origin: string | undefined;
  /** `http://127.0.0.1:4000`: the API's origin as the caller reached it (links in mails point here). */
  apiOrigin: string;
  /** Image URLs on that origin, protected files signed. */
  mediaUrl: MediaUrl;
  ip: string;
  log: FastifyBaseLogger;
}
