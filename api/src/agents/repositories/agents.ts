// Staff accounts for the agent console: agents and admins.
import type { AgentRole } from '@heartline/contracts/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agents } from '../../db/schema';

export interface AgentCredentials {
  id: number;
  passwordHash: string;
  role: AgentRole;
}

export interface AgentsRepository {
  findCredentials(username: string): Promise<AgentCredentials | null>;
}

export function createAgentsRepository(db: Database): AgentsRepository {
  return {
    async findCredentials(username) {
      const [row] = await db
        .select({ id: agents.id, passwordHash: agents.passwordHash, role: agents.role })
        .from(agents)
        .where(eq(sql`lower(${agents.username})`, username.toLowerCase()))
        .limit(1);
      return row ?? null;
    },
  };
}
