// Contact and affiliate requests sent from the public pages.
import type { Database } from '../../db/client';
import { supportRequests } from '../../db/schema';

export interface NewSupportRequest {
  brandId: number;
  formType: 'contact' | 'affiliate';
  email: string;
  payload: Record<string, unknown>;
}

export interface SupportRequestsRepository {
  /** Stores the request and answers its ticket number, e.g. HL-100042. */
  create(request: NewSupportRequest): Promise<string>;
}

export const TICKET_PREFIX = 'HL-';

export function createSupportRequestsRepository(db: Database): SupportRequestsRepository {
  return {
    async create(request) {
      const [row] = await db.insert(supportRequests).values(request).returning({ id: supportRequests.id });
      return `${TICKET_PREFIX}${row!.id}`;
    },
  };
}
