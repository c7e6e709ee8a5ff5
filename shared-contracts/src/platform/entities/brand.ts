import { z } from './zod';
import { idSchema } from './common';
import { brandThemeSchema } from './brand-theme';
import { companySchema } from './company';
import { productSchema } from './product';

export const customerSupportSchema = z.object({
  email: z.email(),
  phone: z.string(),
  hours: z.string(),
  /** Within how many hours support promises a reply: one value for the form's confirmation, its toast and the help pages. */
  replyHours: z.number().int().positive(),
});
export type CustomerSupport = z.infer<typeof customerSupportSchema>;

export const measurementSystemSchema = z.enum(['imperial', 'metric']);
export type MeasurementSystem = z.infer<typeof measurementSystemSchema>;

/**
 * A brand's locale: a BCP 47 tag with language and region (`en-IE`, `en-US`), which every date,
 * time and number on the brand's pages follows (platform/locale-format.ts), the date input's
 * order among them. A tag the runtime does not know is refused.
 */
const brandLocaleSchema = z
  .string()
  .regex(/^[a-z]{2,3}-[A-Z]{2}$/, 'A locale is a language and a region, e.g. en-IE')
  .refine((tag) => Intl.DateTimeFormat.supportedLocalesOf([tag]).length === 1, 'A locale is a language and a region, e.g. en-IE');

/** The single sign-on a brand offers: the identity provider's name on its buttons and pages. */
const brandSsoSchema = z.object({ name: z.string().min(1).max(60) });
export type BrandSso = z.infer<typeof brandSsoSchema>;

/** A brand as the API answers it for a domain: company, products and support details included. */
export const brandSchema = z.object({
  _id: idSchema,
  domain: z.string(),
  /** The product name shown to members, e.g. "Heartline". */
  productName: z.string(),
  tagline: z.string(),
  company: companySchema,
  timezone: z.string(),
  products: z.array(productSchema),
  customerSupport: customerSupportSchema,
  maintenanceFee: z.number().nonnegative(),
  defaultDescriptor: z.string(),
  measurementSystem: measurementSystemSchema,
  locale: brandLocaleSchema,
  /** The single sign-on the brand offers ("Sign in with Heartline ID"), or null when it offers none. */
  sso: brandSsoSchema.nullable(),
  countries: z.array(z.string().length(2)),
  legacyMode: z.boolean(),
  /** The brand's look (palette per mode, fonts, shape, logo); a brand stored before themes has none and shows the default tokens. */
  theme: brandThemeSchema.optional(),
});
export type Brand = z.infer<typeof brandSchema>;

/** The short form listed by GET /brands. */
export const brandSummarySchema = brandSchema.pick({ _id: true, domain: true, productName: true, countries: true, legacyMode: true });
export type BrandSummary = z.infer<typeof brandSummarySchema>;
/** The answer of GET /brands. */
export const brandListSchema = z.array(brandSummarySchema);
