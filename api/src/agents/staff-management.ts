// Admins manage the staff (agent spec §3, §7; issue 27 item 1): the list with each one's status
// (GET /agents), a new agent (POST /agent), changes (PATCH /agent/{id}: 'Agent Profile has been
// updated'). An admin sees and manages the staff sharing a brand with them, and gives only brands
// they work for. Disabling an agent ends its sessions at once (its sockets get `logout`,
// 'deactivated'), sets it offline and gives its claims back; a disabled agent cannot sign in.
import { MESSAGES } from '@heartline/contracts/rules';
import type { AgentCreate, AgentPatch, AgentSavedResponse, StaffAgent, StaffAgentsResponse } from '@heartline/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { HttpError } from '../http-error';
import type { AgentsRepository, StaffFields, StaffRow } from './repositories/agents';

export interface StaffAdmin {
  agentId: number;
  role: string;
}

export interface StaffManagement {
  list(admin: StaffAdmin): Promise<StaffAgentsResponse>;
  create(admin: StaffAdmin, input: AgentCreate): Promise<AgentSavedResponse>;
  update(admin: StaffAdmin, agentId: number, patch: AgentPatch): Promise<AgentSavedResponse>;
}

export function staffAgentOf(row: StaffRow): StaffAgent {
  return {
    _id: String(row.id),
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
    status: row.status,
    statusLastUpdate: row.statusUpdatedAt?.toISOString() ?? null,
    statusReason: row.statusReason,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    type: 'agent',
    images: [],
    scope: row.brandIds.map(String),
    role: row.role,
    disabled: row.disabled,
    claims: row.claims,
  };
}

export function createStaffManagement(
  deps: Pick<FastifyInstance, 'sessions' | 'domainEvents' | 'clock'> & {
    repositories: { agents: AgentsRepository };
    /** Read while a request is answered: the messaging domain is built after this one. */
    releaseClaims: (agentId: number) => Promise<number>;
  },
): StaffManagement {
  const { agents } = deps.repositories;

  /** The admin's brands; anyone else is refused. */
  async function adminBrands(admin: StaffAdmin): Promise<number[]> {
    if (admin.role !== 'admin') throw new HttpError(403, MESSAGES.adminOnly);
    return agents.brandsOf(admin.agentId);
  }

  function scopeWithin(scope: readonly string[], brands: readonly number[]): number[] {
    const ids = [...new Set(scope.map(Number))];
    if (!ids.every((id) => brands.includes(id))) throw new HttpError(403, MESSAGES.scopeOutsideYours);
    return ids.toSorted((a, b) => a - b);
  }

  async function one(brands: readonly number[], agentId: number): Promise<StaffRow> {
    const [row] = await agents.staffIn(brands, deps.clock(), [agentId]);
    if (!row) throw new HttpError(404, MESSAGES.agentNotFound);
    return row;
  }

  return {
    async list(admin) {
      const brands = await adminBrands(admin);
      return { agents: (await agents.staffIn(brands, deps.clock())).map(staffAgentOf) };
    },

    async create(admin, input) {
      const brands = await adminBrands(admin);
      const brandIds = scopeWithin(input.scope, brands);
      const id = await agents.create(
        {
          username: input.username,
          email: input.email,
          passwordHash: await hashPassword(input.password),
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          disabled: false,
        },
        brandIds,
        deps.clock(),
      );
      if (id === null) throw new HttpError(409, MESSAGES.agentUsernameTaken);
      return { agent: staffAgentOf(await one(brands, id)), message: MESSAGES.agentProfileUpdated };
    },

    async update(admin, agentId, patch) {
      const brands = await adminBrands(admin);
      const before = await one(brands, agentId);
      if (patch.disabled === true && agentId === admin.agentId) throw new HttpError(409, MESSAGES.agentSelfDisable);
      const brandIds = patch.scope === undefined ? undefined : scopeWithin(patch.scope, brands);
      const fields: StaffFields = {};
      if (patch.email !== undefined) fields.email = patch.email;
      if (patch.firstName !== undefined) fields.firstName = patch.firstName;
      if (patch.lastName !== undefined) fields.lastName = patch.lastName;
      if (patch.role !== undefined) fields.role = patch.role;
      if (patch.disabled !== undefined) fields.disabled = patch.disabled;
      if (patch.password !== undefined) fields.passwordHash = await hashPassword(patch.password);
      await agents.update(agentId, fields, brandIds, deps.clock());
      if (patch.disabled === true && !before.disabled) {
        // Its sessions end now: every request and socket of it is refused from here on.
        const ended = await deps.sessions.revokeAllFor({ kind: 'agent', id: agentId });
        await agents.setStatus(agentId, 'offline', deps.clock());
        await deps.releaseClaims(agentId);
        if (ended > 0) deps.domainEvents.emit('staff.logout', { agentId, reason: 'deactivated' });
      } else if (patch.role !== undefined && patch.role !== before.role && agentId !== admin.agentId) {
        // A session carries its role: the agent signs in again to work with the new one.
        const ended = await deps.sessions.revokeAllFor({ kind: 'agent', id: agentId });
        if (ended > 0) deps.domainEvents.emit('staff.logout', { agentId, reason: 'session-revoked' });
      }
      return { agent: staffAgentOf(await one(brands, agentId)), message: MESSAGES.agentProfileUpdated };
    },
  };
}
