// Media: the generated portrait pool (rendered once into the media folder) and member uploads,
// served at /media/ with long cache headers (file names never change content).
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { MEDIA_ROUTE_PREFIX } from '../../media/image-files';
import { ensurePortraitPool } from '../../media/portrait-pool';

const ONE_YEAR_MS = 365 * 24 * 3_600_000;

export default fp(
  async (app) => {
    const { mediaDir } = app.config;
    await mkdir(mediaDir, { recursive: true });
    const started = performance.now();
    const rendered = await ensurePortraitPool(mediaDir);
    if (rendered > 0) app.log.info({ rendered, ms: Math.round(performance.now() - started), mediaDir }, 'rendered the portrait pool');

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
  { name: 'media', dependencies: ['config'] },
);
