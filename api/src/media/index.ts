// A member's own photos: upload and delete (routes/user-images). The files under /media/ (the
// profiles' portraits and the uploads, signed when protected) are served by the media plugin
// among the external ones (plugins/external/media.ts), which also signs their addresses.
import fp from 'fastify-plugin';
import { createMemberPhotos, type MemberPhotos } from './member-photos';
import { provideRepositories } from '../plugins/app/repositories';
import { routeFolder } from '../plugins/app/route-access';
import { createUserImagesRepository, type UserImagesRepository } from './repositories/user-images';
import userImageRoutes from './routes/user-images';

declare module '../plugins/app/repositories' {
  interface Repositories {
    userImages: UserImagesRepository;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    memberPhotos: MemberPhotos;
  }
}

export default fp(
  async (app) => {
    provideRepositories(app, { userImages: createUserImagesRepository(app.db) });
    app.decorate('memberPhotos', createMemberPhotos(app));
    await app.register(routeFolder('member', userImageRoutes));
  },
  { name: 'media domain', dependencies: ['media', 'accounts domain'] },
);
