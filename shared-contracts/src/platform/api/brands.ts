import type { Brand, BrandSummary } from '../entities/brand';
import type { Company } from '../entities/company';
import { api } from './client';

export function getBrandByDomain(domain: string): Promise<Brand> {
  return api.request<Brand>('get', '/brand', { searchParams: { domain }, anonymous: true });
}

export function getBrand(id: string): Promise<Brand> {
  return api.request<Brand>('get', `/brand/${encodeURIComponent(id)}`, { anonymous: true });
}

export function listBrands(): Promise<BrandSummary[]> {
  return api.request<BrandSummary[]>('get', '/brands', { anonymous: true });
}

export function getCompany(id: string): Promise<Company> {
  return api.request<Company>('get', `/company/${encodeURIComponent(id)}`, { anonymous: true });
}
