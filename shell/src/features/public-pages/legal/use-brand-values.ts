// The brand facts the public pages quote (company, address, support contacts, time zone), as
// interpolation values for their catalogues. The brand is loaded before any page renders; the
// fallbacks only keep a page readable if it is not.
import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { brandAtom, type Brand } from '@heartline/contracts';

// A type, not an interface: i18next's t() takes it as interpolation options only with an index signature.
export type BrandValues = {
  product: string;
  domain: string;
  company: string;
  address: string;
  registration: string;
  vat: string;
  companyEmail: string;
  supportEmail: string;
  phone: string;
  hours: string;
  /** Within how many hours support replies (the brand's one promise). */
  replyHours: number | string;
  timezone: string;
  descriptor: string;
};

export function brandValues(brand: Brand | null, fallbackProduct: string): BrandValues {
  return {
    product: brand?.productName ?? fallbackProduct,
    domain: brand?.domain ?? '',
    company: brand?.company.name ?? '',
    address: brand?.company.address ?? '',
    registration: brand?.company.registrationNumber ?? '',
    vat: brand?.company.vatNumber ?? '',
    companyEmail: brand?.company.email ?? '',
    supportEmail: brand?.customerSupport.email ?? '',
    phone: brand?.customerSupport.phone ?? '',
    hours: brand?.customerSupport.hours ?? '',
    replyHours: brand?.customerSupport.replyHours ?? '',
    timezone: brand?.timezone ?? '',
    descriptor: brand?.defaultDescriptor ?? '',
  };
}

export function useBrandValues(): BrandValues {
  const { t } = useTranslation();
  return brandValues(useAtomValue(brandAtom), t('brand.fallback-name'));
}
