// Today's figures per agent on the admins' staff board (issue 27 item 7; GET /agents/figures):
// replies sent, the median first-response time, and the breaks taken with their time. "Today" is
// the calendar day, by the server's clock (app.clock), in the time zone of the admin's first brand
// (lowest id): one day for the whole board, however many brands its staff work for.
import { MESSAGES } from '@heartline/contracts/rules';
import type { StaffFiguresResponse } from '@heartline/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import type { AgentsRepository } from './repositories/agents';
import type { StaffFiguresRepository } from './repositories/staff-figures';
import type { StaffAdmin } from './staff-management';

export interface StaffFiguresService {
  today(admin: StaffAdmin): Promise<StaffFiguresResponse>;
}

export function createStaffFigures(
  deps: Pick<FastifyInstance, 'clock'> & { repositories: { agents: AgentsRepository; staffFigures: StaffFiguresRepository } },
): StaffFiguresService {
  const { agents, staffFigures } = deps.repositories;
  return {
    async today(admin) {
      if (admin.role !== 'admin') throw new HttpError(403, MESSAGES.adminOnly);
      const brands = await agents.brandsOf(admin.agentId);
      const day = brands.length === 0 ? null : await staffFigures.dayOf(brands, brands[0]!, deps.clock());
      if (!day) throw new HttpError(403, MESSAGES.adminOnly);
      return {
        day: { start: day.start.toISOString(), end: day.end.toISOString(), timezone: day.timezone },
        figures: day.figures.map(({ agentId, ...figures }) => ({ agentId: String(agentId), ...figures })),
      };
    },
  };
}
