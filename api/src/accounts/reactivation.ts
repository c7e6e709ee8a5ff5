// Staff reactivate a deactivated member account (issue 27 item 7; the help centre says support
// can): an admin finds the member by username or email within their brands, and reactivates the
// account; the member can sign in again at once, and the reactivation is recorded (who, when).
import { MEMBER_SEARCH_LIMIT, MESSAGES } from '@heartline/contracts/rules';
import type { MemberAccount, MemberAccountsResponse, MemberReactivatedResponse } from '@heartline/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import type { MemberAccountRow, MemberReactivationsRepository } from './repositories/reactivations';

/** The admin asking, and the brands they work for. */
export interface MemberAdmin {
  agentId: number;
  role: string;
  brandIds: readonly number[];
}

export interface MemberReactivation {
  search(admin: MemberAdmin, search: string): Promise<MemberAccountsResponse>;
  reactivate(admin: MemberAdmin, memberId: number): Promise<MemberReactivatedResponse>;
}

function memberAccountOf(row: MemberAccountRow): MemberAccount {
  return {
    _id: String(row.id),
    username: row.username,
    email: row.email,
    brand: String(row.brandId),
    createDate: row.createdAt.toISOString(),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    reactivated: row.reactivatedAt ? { at: row.reactivatedAt.toISOString(), by: row.reactivatedBy } : null,
  };
}

export function createMemberReactivation(
  deps: Pick<FastifyInstance, 'clock'> & { repositories: { memberReactivations: MemberReactivationsRepository } },
): MemberReactivation {
  const { memberReactivations } = deps.repositories;
  const adminOnly = (admin: MemberAdmin) => {
    if (admin.role !== 'admin') throw new HttpError(403, MESSAGES.adminOnly);
  };
  return {
    async search(admin, search) {
      adminOnly(admin);
      // One more than shown says whether others match too.
      const rows = await memberReactivations.search(admin.brandIds, search, MEMBER_SEARCH_LIMIT + 1);
      return { members: rows.slice(0, MEMBER_SEARCH_LIMIT).map(memberAccountOf), more: rows.length > MEMBER_SEARCH_LIMIT };
    },

    async reactivate(admin, memberId) {
      adminOnly(admin);
      const outcome = await memberReactivations.reactivate(admin.brandIds, memberId, admin.agentId, deps.clock());
      if (outcome === 'not-found') throw new HttpError(404, MESSAGES.memberNotFound);
      if (outcome === 'not-deactivated') throw new HttpError(409, MESSAGES.memberNotDeactivated);
      const row = await memberReactivations.findInBrands(admin.brandIds, memberId);
      if (!row) throw new HttpError(404, MESSAGES.memberNotFound);
      return { member: memberAccountOf(row), message: MESSAGES.memberReactivated };
    },
  };
}
