// Staff accounts for the agent console: agents and admins.
import type { AgentRole } from '@heartline/contracts/schemas';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentBrands, agentPauses, agents } from '../../db/schema';

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
  disabled: boolean;
}

/** A staff member as admins manage them. */
export interface StaffRow extends AgentStatusRow {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: AgentRole;
  disabled: boolean;
  createdAt: Date;
  updatedAt: Date;
  brandIds: number[];
  /** Conversations held now (an unexpired claim). */
  claims: number;
}

export interface StaffFields {
  username?: string;
  email?: string;
  passwordHash?: string;
  firstName?: string;
  lastName?: string;
  role?: AgentRole;
  disabled?: boolean;
}

export interface AgentsRepository {
  findCredentials(username: string): Promise<AgentCredentials | null>;
  /** The brands the agent works for. */
  brandsOf(agentId: number): Promise<number[]>;
  /** The staff (not disabled) working for the brand. */
  staffOf(brandId: number): Promise<number[]>;
  /** Every staff member not disabled with each of its brands, ordered by agent and brand; at most `limit` pairs. */
  allScopes(limit: number): Promise<Array<{ agentId: number; brandId: number }>>;
  /** The staff (not disabled) working for any of the brands, each with every brand it works for. */
  scopesOf(brandIds: readonly number[]): Promise<Array<{ agentId: number; brandIds: number[] }>>;
  statusOf(agentId: number): Promise<AgentStatusRow | null>;
  /** Sets online or offline, and ends the agent's break if one is running. */
  setStatus(agentId: number, status: 'online' | 'offline', at: Date): Promise<AgentStatusRow | null>;
  /** Starts (and records) a break unless one started after `allowedBefore` (one per hour); null when refused. */
  pause(agentId: number, reason: string | null, at: Date, allowedBefore: Date): Promise<AgentStatusRow | null>;
  /** The staff working for any of the brands (with all their brands), by username; `ids` narrows to those. */
  staffIn(brandIds: readonly number[], now: Date, ids?: readonly number[]): Promise<StaffRow[]>;
  /** A new staff member with its brands; null when the username is taken. */
  create(fields: Required<StaffFields>, brandIds: readonly number[], at: Date): Promise<number | null>;
  /** Changes a staff member (and replaces its brands when given); false when it does not exist. */
  update(agentId: number, fields: StaffFields, brandIds: readonly number[] | undefined, at: Date): Promise<boolean>;
}

const statusColumns = {
  status: agents.status,
  statusUpdatedAt: agents.statusUpdatedAt,
  statusReason: agents.statusReason,
  lastPauseAt: agents.lastPauseAt,
};

/** `genericPlansDb`: where the prepared lookups run, planned once per connection (db/client.ts); `db` elsewhere. */
export function createAgentsRepository(db: Database, genericPlansDb: Database = db): AgentsRepository {
  // Read for every event the staff of a brand hear (each member message): prepared once, planned
  // once per connection.
  const staffOfStatement = genericPlansDb
    .select({ agentId: agentBrands.agentId })
    .from(agentBrands)
    .innerJoin(agents, eq(agents.id, agentBrands.agentId))
    .where(and(eq(agentBrands.brandId, sql`${sql.placeholder('brandId')}::int`), eq(agents.disabled, false)))
    .orderBy(asc(agentBrands.agentId))
    .prepare('agents_staff_of');
  // Read for every claim, reply and queue read of a staff member (bench:agents: two a claim).
  const agentIdValue = sql`${sql.placeholder('agentId')}::int`;
  const brandsOfStatement = genericPlansDb
    .select({ brandId: agentBrands.brandId })
    .from(agentBrands)
    .where(eq(agentBrands.agentId, agentIdValue))
    .orderBy(asc(agentBrands.brandId))
    .prepare('agents_brands_of');
  const statusOfStatement = genericPlansDb
    .select(statusColumns)
    .from(agents)
    .where(eq(agents.id, agentIdValue))
    .limit(1)
    .prepare('agents_status_of');
  return {
    async findCredentials(username) {
      const [row] = await db
        .select({ id: agents.id, passwordHash: agents.passwordHash, role: agents.role, disabled: agents.disabled })
        .from(agents)
        .where(eq(sql`lower(${agents.username})`, username.toLowerCase()))
        .limit(1);
      return row ?? null;
    },

    async brandsOf(agentId) {
      const rows = await brandsOfStatement.execute({ agentId });
      return rows.map((row) => row.brandId);
    },

    async staffOf(brandId) {
      const rows = await staffOfStatement.execute({ brandId });
      return rows.map((row) => row.agentId);
    },

    allScopes(limit) {
      return db
        .select({ agentId: agentBrands.agentId, brandId: agentBrands.brandId })
        .from(agentBrands)
        .innerJoin(agents, eq(agents.id, agentBrands.agentId))
        .where(eq(agents.disabled, false))
        .orderBy(asc(agentBrands.agentId), asc(agentBrands.brandId))
        .limit(limit);
    },

    async scopesOf(brandIds) {
      if (brandIds.length === 0) return [];
      const inScope = db
        .select({ id: agentBrands.agentId })
        .from(agentBrands)
        .where(inArray(agentBrands.brandId, [...brandIds]));
      const rows = await db
        .select({ agentId: agentBrands.agentId, brandId: agentBrands.brandId })
        .from(agentBrands)
        .innerJoin(agents, eq(agents.id, agentBrands.agentId))
        .where(and(inArray(agentBrands.agentId, inScope), eq(agents.disabled, false)))
        .orderBy(asc(agentBrands.agentId), asc(agentBrands.brandId));
      const byAgent = new Map<number, number[]>();
      for (const row of rows) byAgent.set(row.agentId, [...(byAgent.get(row.agentId) ?? []), row.brandId]);
      return [...byAgent].map(([agentId, brands]) => ({ agentId, brandIds: brands }));
    },

    async statusOf(agentId) {
      const [row] = await statusOfStatement.execute({ agentId });
      return row ?? null;
    },

    setStatus(agentId, status, at) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(agents)
          .set({ status, statusUpdatedAt: at, statusReason: null })
          .where(eq(agents.id, agentId))
          .returning(statusColumns);
        // The row lock above orders this after any pause of the same agent.
        await tx
          .update(agentPauses)
          .set({ endedAt: at })
          .where(and(eq(agentPauses.agentId, agentId), isNull(agentPauses.endedAt)));
        return row ?? null;
      });
    },

    pause(agentId, reason, at, allowedBefore) {
      return db.transaction(async (tx) => {
        // One statement: two pauses sent at once cannot both pass the hour's check.
        const [row] = await tx
          .update(agents)
          .set({ status: 'paused', statusUpdatedAt: at, statusReason: reason, lastPauseAt: at })
          .where(and(eq(agents.id, agentId), or(isNull(agents.lastPauseAt), lte(agents.lastPauseAt, allowedBefore))))
          .returning(statusColumns);
        if (!row) return null;
        // A new break after an hour-long one ends that one: one open break per agent.
        await tx
          .update(agentPauses)
          .set({ endedAt: at })
          .where(and(eq(agentPauses.agentId, agentId), isNull(agentPauses.endedAt)));
        await tx.insert(agentPauses).values({ agentId, reason, startedAt: at });
        return row;
      });
    },

    async staffIn(brandIds, now, ids) {
      if (brandIds.length === 0) return [];
      const inScope = db
        .select({ id: agentBrands.agentId })
        .from(agentBrands)
        .where(inArray(agentBrands.brandId, [...brandIds]));
      const rows = await db
        .select({
          id: agents.id,
          username: agents.username,
          email: agents.email,
          firstName: agents.firstName,
          lastName: agents.lastName,
          role: agents.role,
          disabled: agents.disabled,
          createdAt: agents.createdAt,
          updatedAt: agents.updatedAt,
          ...statusColumns,
          brandIds: sql<
            number[]
          >`coalesce((select array_agg(ab.brand_id order by ab.brand_id) from agent_brands ab where ab.agent_id = "agents"."id"), '{}')`,
          claims: sql<number>`(select count(*) from conversations c where c.claimed_by = "agents"."id" and c.claim_expires_at > ${now.toISOString()}::timestamptz)::int`,
        })
        .from(agents)
        .where(and(inArray(agents.id, inScope), ids ? inArray(agents.id, [...ids]) : undefined))
        .orderBy(asc(sql`lower(${agents.username})`));
      return rows.map((row) => ({ ...row, brandIds: (row.brandIds ?? []).map(Number), claims: Number(row.claims) }));
    },

    create(fields, brandIds, at) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(agents)
          .values({ ...fields, createdAt: at, updatedAt: at })
          .onConflictDoNothing()
          .returning({ id: agents.id });
        if (!row) return null;
        await tx.insert(agentBrands).values(brandIds.map((brandId) => ({ agentId: row.id, brandId })));
        return row.id;
      });
    },

    update(agentId, fields, brandIds, at) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(agents)
          .set({ ...fields, updatedAt: at })
          .where(eq(agents.id, agentId))
          .returning({ id: agents.id });
        if (!row) return false;
        if (brandIds) {
          await tx.delete(agentBrands).where(eq(agentBrands.agentId, agentId));
          await tx.insert(agentBrands).values(brandIds.map((brandId) => ({ agentId, brandId })));
        }
        return true;
      });
    },
  };
}
