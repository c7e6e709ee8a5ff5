import type { Database } from '../db/client';
import { createAgentsRepository, type AgentsRepository } from './agents';
import { createBrandsRepository, type BrandsRepository } from './brands';
import { createSessionsRepository, type SessionsRepository } from './sessions';
import { createSupportRequestsRepository, type SupportRequestsRepository } from './support-requests';
import { createUsersRepository, type UsersRepository } from './users';

export interface Repositories {
  agents: AgentsRepository;
  brands: BrandsRepository;
  sessions: SessionsRepository;
  supportRequests: SupportRequestsRepository;
  users: UsersRepository;
}

export function createRepositories(db: Database): Repositories {
  return {
    agents: createAgentsRepository(db),
    brands: createBrandsRepository(db),
    sessions: createSessionsRepository(db),
    supportRequests: createSupportRequestsRepository(db),
    users: createUsersRepository(db),
  };
}
