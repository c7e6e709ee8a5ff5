// What the profile services use: the domain's own repositories, and of the app the brands, the
// members' accounts, the configuration (the caches' lives) and the clock (profiles/index.ts hands them over).
import type { FastifyInstance } from 'fastify';
import type { FavouritesRepository } from './repositories/favourites';
import type { InterestsRepository } from './repositories/interests';
import type { MatchingRepository } from './repositories/matching';
import type { ProfilesRepository } from './repositories/profiles';

export interface ProfilesRepositories {
  profiles: ProfilesRepository;
  favourites: FavouritesRepository;
  interests: InterestsRepository;
  matching: MatchingRepository;
}

export type ProfilesDeps = Pick<FastifyInstance, 'brands' | 'accounts' | 'config' | 'clock'> & { repositories: ProfilesRepositories };
