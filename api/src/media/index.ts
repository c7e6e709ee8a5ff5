// The media domain (`app.media`): a member's own photos, uploaded and deleted (routes/user-images.ts)
// and attached to messages. The files under /media/ (the profiles' portraits and the uploads,
// signed when protected) are served by the media plugin among the external ones
// (plugins/external/media.ts), which also signs their addresses with this folder's code.
import fp from 'fastify-plugin';
import { routeFolder } from '../plugins/app/route-access';
import { createMemberPhotos, type MemberPhotos } from './member-photos';
import { createUserImagesRepository } from './repositories/user-images';
import userImageRoutes from './routes/user-images';

declare module 'fastify' {
  interface FastifyInstance {
    media: { memberPhotos: MemberPhotos };
  }
}

export default fp(
  async (app) => {
    const repositories = { userImages: createUserImagesRepository(app.db) };
    app.decorate('media', { memberPhotos: createMemberPhotos({ repositories, config: app.config, clock: app.clock }) });
    await app.register(routeFolder('member', userImageRoutes));
  },
  { name: 'media domain', dependencies: ['media', 'accounts domain'] },
);
