import type { Database } from '../db/client';
import { createAgentsRepository, type AgentsRepository } from './agents';
import { createBrandsRepository, type BrandsRepository } from './brands';
import { createEmailVerificationsRepository, type EmailVerificationsRepository } from './email-verifications';
import { createFavouritesRepository, type FavouritesRepository } from './favourites';
import { createInterestsRepository, type InterestsRepository } from './interests';
import { createMatchingRepository, type MatchingRepository } from './matching';
import { createProfilesRepository, type ProfilesRepository } from './profiles';
import { createSessionsRepository, type SessionsRepository } from './sessions';
import { createSpentTokensRepository, type SpentTokensRepository } from './spent-tokens';
import { createSupportRequestsRepository, type SupportRequestsRepository } from './support-requests';
import { createUserImagesRepository, type UserImagesRepository } from './user-images';
import { createUsersRepository, type UsersRepository } from './users';

export interface Repositories {
  agents: AgentsRepository;
  brands: BrandsRepository;
  emailVerifications: EmailVerificationsRepository;
  favourites: FavouritesRepository;
  interests: InterestsRepository;
  matching: MatchingRepository;
  profiles: ProfilesRepository;
  sessions: SessionsRepository;
  spentTokens: SpentTokensRepository;
  supportRequests: SupportRequestsRepository;
  userImages: UserImagesRepository;
  users: UsersRepository;
}

export function createRepositories(db: Database): Repositories {
  return {
    agents: createAgentsRepository(db),
    brands: createBrandsRepository(db),
    emailVerifications: createEmailVerificationsRepository(db),
    favourites: createFavouritesRepository(db),
    interests: createInterestsRepository(db),
    matching: createMatchingRepository(db),
    profiles: createProfilesRepository(db),
    sessions: createSessionsRepository(db),
    spentTokens: createSpentTokensRepository(db),
    supportRequests: createSupportRequestsRepository(db),
    userImages: createUserImagesRepository(db),
    users: createUsersRepository(db),
  };
}
