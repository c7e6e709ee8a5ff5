// The emoji picker's images (issue 11): GET /emoji/64/<code>.png, the 64 px Twitter set of
// emoji-datasource-twitter (CC-BY 4.0), served by the platform so no page needs a CDN. Public (an
// <img> sends no session), cached for a year as immutable (a code's image never changes within a
// package version), embeddable from the brands' other origins; any other name is a 404 and no
// folder is listed.
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@heartline/contracts/rules';
import fp from 'fastify-plugin';
import { HttpError } from '../../http-error';

export const EMOJI_IMAGES_PREFIX = '/emoji/64/';
const ONE_YEAR_MS = 365 * 24 * 3_600_000;
/** Hex code points joined by hyphens, as the set names its files ("1f44d-1f3fd.png"). */
const EMOJI_FILE = /^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6}){0,9}\.png$/;

function emojiImagesDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('emoji-datasource-twitter/package.json')), 'img', 'twitter', '64');
}

export default fp(
  async (app) => {
    await app.register(async (emoji) => {
      emoji.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      emoji.addHook('onRequest', async (request) => {
        const file = request.url.slice(EMOJI_IMAGES_PREFIX.length).split('?')[0]!;
        if (!request.url.startsWith(EMOJI_IMAGES_PREFIX) || !EMOJI_FILE.test(file)) throw new HttpError(404, MESSAGES.notFound);
      });
      // helmet's same-site policy would block the images on a brand served from another site (127.0.0.1).
      emoji.addHook('onSend', async (_request, reply) => {
        reply.header('cross-origin-resource-policy', 'cross-origin');
      });
      await emoji.register(fastifyStatic, {
        root: emojiImagesDir(),
        prefix: EMOJI_IMAGES_PREFIX,
        decorateReply: false,
        maxAge: ONE_YEAR_MS,
        immutable: true,
        index: false,
        list: false,
        dotfiles: 'deny',
      });
    });
  },
  { name: 'emoji-images' },
);
