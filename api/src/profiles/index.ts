// The fictitious profiles: the search and a profile's page (routes/profiles), the match game
// (routes/matches) and the interest lists (routes/interests).
import fp from 'fastify-plugin';
import { createFavourites, type Favourites } from './favourites';
import { createInterestLists, type InterestLists } from './interest-lists';
import { createMatchGame, type MatchGame } from './match-game';
import { createProfileCards } from './profile-cards';
import { provideRepositories } from '../plugins/app/repositories';
import { routeFolder } from '../plugins/app/route-access';
import { createFavouritesRepository, type FavouritesRepository } from './repositories/favourites';
import { createInterestsRepository, type InterestsRepository } from './repositories/interests';
import { createMatchingRepository, type MatchingRepository } from './repositories/matching';
import { createProfilesRepository, type ProfilesRepository } from './repositories/profiles';
import interestRoutes from './routes/interests';
import matchRoutes from './routes/matches';
import profileRoutes from './routes/profiles';

declare module '../plugins/app/repositories' {
  interface Repositories {
    profiles: ProfilesRepository;
    favourites: FavouritesRepository;
    interests: InterestsRepository;
    matching: MatchingRepository;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The profile services the routes call (src/profiles). */
    profiles: {
      matchGame: MatchGame;
      interestLists: InterestLists;
      favourites: Favourites;
    };
  }
}

export default fp(
  async (app) => {
    provideRepositories(app, {
      profiles: createProfilesRepository(app.db, { genericPlansDb: app.genericPlansDb, totalsTtlMs: app.config.profileTotalCacheMs }),
      favourites: createFavouritesRepository(app.db),
      interests: createInterestsRepository(app.db),
      matching: createMatchingRepository(app.db),
    });
    const cards = createProfileCards(app);
    app.decorate('profiles', {
      matchGame: createMatchGame(app, cards),
      interestLists: createInterestLists(app, cards),
      favourites: createFavourites(app),
    });
    await app.register(routeFolder('member', profileRoutes));
    await app.register(routeFolder('member', matchRoutes));
    await app.register(routeFolder('member', interestRoutes));
  },
  { name: 'profiles domain', dependencies: ['brands domain', 'accounts domain'] },
);
