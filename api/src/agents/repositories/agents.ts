// Staff accounts for the agent console: agents and admins.
import type { AgentRole } from '@heartline/contracts/schemas';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentBrands, agents } from '../../db/schema';

export type StoredAgentStatus = 'offline' | 'online' | 'paused';

export interface AgentStatusRow {
  status: StoredAgentStatus;
  statusUpdatedAt: Date | null;
  statusReason: string | null;
  lastPauseAt: Date | null;
}

export interface AgentCredentials {
  id: number;
  passwordHash: string;
  role: AgentRole;
}

export interface AgentsRepository {
  findCredentials(username: string): Promise<AgentCredentials | null>;
  /** The brands the agent works for. */
  brandsOf(agentId: number): Promise<number[]>;
  /** The staff working for the brand. */
  staffOf(brandId: number): Promise<number[]>;
  statusOf(agentId: number): Promise<AgentStatusRow | null>;
  /** Sets online or offline. */
  setStatus(agentId: number, status: 'online' | 'offline', at: Date): Promise<AgentStatusRow | null>;
  /** Starts a break unless one started after `allowedBefore` (one per hour); null when refused. */
  pause(agentId: number, reason: string | null, at: Date, allowedBefore: Date): Promise<AgentStatusRow | null>;
}

const statusColumns = {
  status: agents.status,
  statusUpdatedAt: agents.statusUpdatedAt,
  statusReason: agents.statusReason,
  lastPauseAt: agents.lastPauseAt,
};

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

    async brandsOf(agentId) {
      const rows = await db.select({ brandId: agentBrands.brandId }).from(agentBrands).where(eq(agentBrands.agentId, agentId));
      return rows.map((row) => row.brandId).toSorted((a, b) => a - b);
    },

    async staffOf(brandId) {
      const rows = await db.select({ agentId: agentBrands.agentId }).from(agentBrands).where(eq(agentBrands.brandId, brandId));
      return rows.map((row) => row.agentId);
    },

    async statusOf(agentId) {
      const [row] = await db.select(statusColumns).from(agents).where(eq(agents.id, agentId)).limit(1);
      return row ?? null;
    },

    async setStatus(agentId, status, at) {
      const [row] = await db
        .update(agents)
        .set({ status, statusUpdatedAt: at, statusReason: null })
        .where(eq(agents.id, agentId))
        .returning(statusColumns);
      return row ?? null;
    },

    async pause(agentId, reason, at, allowedBefore) {
      // One statement: two pauses sent at once cannot both pass the hour's check.
      const [row] = await db
        .update(agents)
        .set({ status: 'paused', statusUpdatedAt: at, statusReason: reason, lastPauseAt: at })
        .where(and(eq(agents.id, agentId), or(isNull(agents.lastPauseAt), lte(agents.lastPauseAt, allowedBefore))))
        .returning(statusColumns);
      return row ?? null;
    },
  };
}
