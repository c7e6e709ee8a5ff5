// Media: the generated profiles' portraits (each file rendered on its first request, then
// served from disk) and member uploads, served at /media/ with long cache headers (file names
// never change content). A profile's free photos are public; every other file (locked photos,
// uploads) only at a signed, expiring address the API issued (media-signatures.ts).
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@heartline/contracts/rules';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { profileImages } from '../../db/schema';
import { HttpError } from '../../http-error';
import { MEDIA_ROUTE_PREFIX } from '../../media/image-files';
import { createMediaSigner, isPublicMediaPath, type MediaSigner } from '../../media/media-signatures';
import { createPortraitRenderer, parsePortraitPath, type PortraitRenderer } from '../../demo/portrait-files';

declare module 'fastify' {
  interface FastifyInstance {
    portraits: PortraitRenderer;
    mediaSigner: MediaSigner;
  }
}

const ONE_YEAR_MS = 365 * 24 * 3_600_000;
const PORTRAITS_PREFIX = `${MEDIA_ROUTE_PREFIX}portraits/`;
/**
 * What media file names are made of: segments of letters, digits, `_`, `-` and `.`, none starting
 * with a dot. Anything else (`..`, `//`, percent-escapes) is refused before the path is judged, so
 * no other spelling of a protected file's name can pass for a public one.
 */
const MEDIA_PATH = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** The path after /media/ and the query of a media request. */
function mediaRequest(request: FastifyRequest): { path: string; query: URLSearchParams } {
  const url = request.url.slice(MEDIA_ROUTE_PREFIX.length);
  const queryAt = url.indexOf('?');
  return queryAt < 0
    ? { path: url, query: new URLSearchParams() }
    : { path: url.slice(0, queryAt), query: new URLSearchParams(url.slice(queryAt + 1)) };
}

export default fp(
  async (app) => {
    const { mediaDir } = app.config;
    await mkdir(mediaDir, { recursive: true });
    const portraits = createPortraitRenderer({
      mediaDir,
      // Only the photos the database lists are drawn: any other name stays a 404 and writes nothing.
      isKnown: async (file) => {
        const [row] = await app.db
          .select({ id: profileImages.id })
          .from(profileImages)
          .where(
            and(
              eq(profileImages.profileId, file.subject.profileId),
              eq(profileImages.position, file.position),
              eq(profileImages.pathKey, file.key),
            ),
          )
          .limit(1);
        return row !== undefined;
      },
    });
    app.decorate('portraits', portraits);
    const signer = createMediaSigner(app.config.mediaSecret);
    app.decorate('mediaSigner', signer);

    await app.register(async (media) => {
      // No session is asked for: an <img> sends none. A free photo is anyone's; any other file
      // needs the signature of the address the API gave an entitled caller.
      media.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      /** Signed answers: kept by the browser only until their address expires, and by no shared cache. */
      const signedUntil = new WeakMap<FastifyRequest, number>();
      media.addHook('onRequest', async (request) => {
        const { path, query } = mediaRequest(request);
        if (!MEDIA_PATH.test(path)) throw new HttpError(404, MESSAGES.notFound);
        if (isPublicMediaPath(path)) return;
        const check = signer.check(path, query.get('exp'), query.get('sig'), app.clock());
        // Without a signature a protected file is as absent as any other name.
        if (check.status === 'missing') throw new HttpError(404, MESSAGES.notFound);
        if (check.status !== 'valid') throw new HttpError(403, MESSAGES.forbidden);
        signedUntil.set(request, check.expiresAt);
      });
      media.addHook('onSend', async (request, reply) => {
        const expiresAt = signedUntil.get(request);
        if (expiresAt === undefined || reply.statusCode >= 400) return;
        const seconds = Math.max(0, Math.floor((expiresAt - app.clock().getTime()) / 1000));
        reply.header('cache-control', `private, max-age=${seconds}`);
      });
      // The brands' sites embed these images from another origin (another port, or an IP host
      // such as 127.0.0.1, which Chromium never counts as same-site): helmet's same-site
      // resource policy would block every one of them.
      media.addHook('onSend', async (_request, reply) => {
        reply.header('cross-origin-resource-policy', 'cross-origin');
      });
      // A portrait not on disk yet is rendered before the static handler looks for it.
      media.addHook('onRequest', async (request) => {
        if (!request.url.startsWith(PORTRAITS_PREFIX)) return;
        const file = parsePortraitPath(request.url.slice(MEDIA_ROUTE_PREFIX.length).split('?')[0]!);
        if (!file) return;
        const started = performance.now();
        if ((await portraits.ensure(file)) === 'rendered')
          request.log.debug({ file: file.path, ms: Math.round(performance.now() - started) }, 'rendered a portrait');
      });
      await media.register(fastifyStatic, {
        root: mediaDir,
        prefix: MEDIA_ROUTE_PREFIX,
        decorateReply: false,
        maxAge: ONE_YEAR_MS,
        immutable: true,
        index: false,
        list: false,
        dotfiles: 'deny',
      });
    });
  },
  { name: 'media', dependencies: ['config', 'db'] },
);
