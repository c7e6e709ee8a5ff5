// The profiles domain (`app.profiles`): the fictitious profiles' search and landing list, a
// profile's page, the match game, the interest lists and favourites, and profile cards for the
// domains that show profiles (messaging's conversations). Routes: profiles, matches, interests.
import fp from 'fastify-plugin';
import { routeFolder } from '../plugins/app/route-access';
import type { ProfilesRepositories } from './deps';
import { createFavourites, type Favourites } from './favourites';
import { createInterestLists, type InterestLists } from './interest-lists';
import { createMatchGame, type MatchGame } from './match-game';
import { createProfileCards, createProfileSummaries, type ProfileSummaries } from './profile-cards';
import { createProfileList, type ProfileList } from './profile-list';
import { createProfilePage, type ProfilePage } from './profile-page';
import { createFavouritesRepository } from './repositories/favourites';
import { createInterestsRepository } from './repositories/interests';
import { createMatchingRepository } from './repositories/matching';
import { createProfilesRepository } from './repositories/profiles';
import interestRoutes from './routes/interests';
import matchRoutes from './routes/matches';
import profileRoutes from './routes/profiles';

declare module 'fastify' {
  interface FastifyInstance {
    profiles: {
      list: ProfileList;
      page: ProfilePage;
      matchGame: MatchGame;
      interestLists: InterestLists;
      favourites: Favourites;
      /** Profile rows as a conversation shows its profile, each with its first photo. */
      summaries: ProfileSummaries;
    };
  }
}

export default fp(
  async (app) => {
    const repositories: ProfilesRepositories = {
      profiles: createProfilesRepository(app.db, { genericPlansDb: app.genericPlansDb, totalsTtlMs: app.config.profileTotalCacheMs }),
      favourites: createFavouritesRepository(app.db),
      interests: createInterestsRepository(app.db),
      matching: createMatchingRepository(app.db),
    };
    const deps = { repositories, brands: app.brands, accounts: app.accounts, config: app.config, clock: app.clock };
    const cards = createProfileCards(deps);
    app.decorate('profiles', {
      list: createProfileList(deps),
      page: createProfilePage(deps),
      matchGame: createMatchGame(deps, cards),
      interestLists: createInterestLists(deps, cards),
      favourites: createFavourites(deps),
      summaries: createProfileSummaries(deps),
    });
    await app.register(routeFolder('member', profileRoutes));
    await app.register(routeFolder('member', matchRoutes));
    await app.register(routeFolder('member', interestRoutes));
  },
  { name: 'profiles domain', dependencies: ['brands domain', 'accounts domain'] },
);
