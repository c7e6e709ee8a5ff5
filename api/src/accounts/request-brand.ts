// The brand an anonymous account request is for: the one on the request's Origin, else the
// first brand (as the support and brand routes decide).
import type { Brand } from '@heartline/contracts/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originHostname } from '../brand-domains';

export interface RequestBrand {
  id: number;
  domain: string;
  productName: string;
  timezone: string;
}

function toRequestBrand(id: number, brand: Brand): RequestBrand {
  return { id, domain: brand.domain, productName: brand.productName, timezone: brand.timezone };
}

export async function brandOfRequest(app: FastifyInstance, request: FastifyRequest): Promise<RequestBrand> {
  const id = await app.repositories.brands.resolveBrandId(originHostname(request.headers.origin) ?? undefined);
  const brand = id === null ? null : await app.repositories.brands.findById(id);
  if (id === null || !brand) throw new Error('No brand to register members under');
  return toRequestBrand(id, brand);
}

export async function brandById(app: FastifyInstance, id: number): Promise<RequestBrand> {
  const brand = await app.repositories.brands.findById(id);
  if (!brand) throw new Error(`The brand ${id} of a member does not exist`);
  return toRequestBrand(id, brand);
}
