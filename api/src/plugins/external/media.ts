// Media: the generated profiles' portraits (each file rendered on its first request, then
// served from disk) and member uploads, served at /media/ with long cache headers (file names
// never change content).
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import { and, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { profileImages } from '../../db/schema';
import { MEDIA_ROUTE_PREFIX } from '../../media/image-files';
import { createPortraitRenderer, parsePortraitPath, type PortraitRenderer } from '../../media/portrait-files';

declare module 'fastify' {
  interface FastifyInstance {
    portraits: PortraitRenderer;
  }
}

const ONE_YEAR_MS = 365 * 24 * 3_600_000;
const PORTRAITS_PREFIX = `${MEDIA_ROUTE_PREFIX}portraits/`;

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
          .where(and(eq(profileImages.profileId, file.subject.profileId), eq(profileImages.position, file.position), eq(profileImages.pathKey, file.key)))
          .limit(1);
        return row !== undefined;
      },
    });
    app.decorate('portraits', portraits);

    await app.register(async (media) => {
      // Images are public: their URLs are unguessable for uploads and harmless for portraits.
      media.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
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
        if ((await portraits.ensure(file)) === 'rendered') request.log.debug({ file: file.path, ms: Math.round(performance.now() - started) }, 'rendered a portrait');
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
