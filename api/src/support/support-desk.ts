// The public contact and affiliate forms: each request is filed under the brand of the front end
// that sent it and answered with its ticket number.
import type { affiliateFormSchema, contactFormSchema } from '@heartline/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { originHostname } from '../brand-domains';
import type { NewSupportRequest, SupportRequestsRepository } from './repositories/support-requests';

export type SupportForm = z.infer<typeof contactFormSchema> | z.infer<typeof affiliateFormSchema>;

export interface SupportDesk {
  /** Files the request; answers its ticket number (e.g. HL-100042). */
  file(formType: NewSupportRequest['formType'], form: SupportForm, origin: string | undefined): Promise<string>;
}

export function createSupportDesk(
  deps: Pick<FastifyInstance, 'brands'> & { repositories: { supportRequests: SupportRequestsRepository } },
): SupportDesk {
  const { supportRequests } = deps.repositories;
  return {
    async file(formType, form, origin) {
      const brandId = await deps.brands.idOfDomain(originHostname(origin) ?? undefined);
      if (brandId === null) throw new Error('No brand to file the support request under');
      return supportRequests.create({ brandId, formType, email: form.email, payload: form });
    },
  };
}
