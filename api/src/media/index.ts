// The media domain (`app.media`): a member's own photos, uploaded and deleted (routes/user-images.ts)
// and attached to messages. The files under /media/ (the profiles' portraits and the uploads,
// signed when protected) are served by the media plugin among the external ones
// (plugins/external/media.ts), which also signs their addresses with this folder's code.
import fp from 'fastify-plugin';
import { routeFolder } from '../plugins/app/route-access';
import { createMemberPhotos, type MemberPhotos } from './member-photos';
import { createUserImagesRepository } from './repositories/user-images';
import userImageRoutes from './routes/user-images';
import moderationRoutes from './routes/moderation';
import { createPhotoModeration, type PhotoModeration } from './moderation';
import { createProfilePhotos, type ProfilePhotos } from './profile-photos';
import { createProfileImagesRepository } from './repositories/profile-images';
import profilePhotoRoutes from './routes/profile-photos';

declare module 'fastify' {
  interface FastifyInstance {
    media: { memberPhotos: MemberPhotos; moderation: PhotoModeration; profilePhotos: ProfilePhotos };
  }
}

export default fp(
  async (app) => {
    const repositories = { userImages: createUserImagesRepository(app.db) };
    app.decorate('media', {
      memberPhotos: createMemberPhotos({ repositories, config: app.config, clock: app.clock }),
      moderation: createPhotoModeration({ repositories, config: app.config, domainEvents: app.domainEvents }),
      profilePhotos: createProfilePhotos({
        repositories: { profileImages: createProfileImagesRepository(app.db) },
        config: app.config,
        agents: app.agents,
      }),
    });
    await app.register(routeFolder('member', userImageRoutes));
    await app.register(routeFolder('agent', moderationRoutes));
    await app.register(routeFolder('agent', profilePhotoRoutes));
  },
  { name: 'media domain', dependencies: ['media', 'accounts domain', 'agents domain', 'events'] },
);
