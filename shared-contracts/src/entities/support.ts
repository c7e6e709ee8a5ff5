import { z } from 'zod';
import { AFFILIATE_MESSENGERS, AFFILIATE_TRAFFIC_SOURCES, CONTACT_SUBJECTS } from '../constants';
import { MESSAGES } from '../rules/messages';

const requiredText = (max: number) => z.string().trim().min(1, MESSAGES.required).max(max);
const email = z.string().trim().min(1, MESSAGES.required).pipe(z.email(MESSAGES.invalidEmail));

export const contactSubjectSchema = z.enum(CONTACT_SUBJECTS, { error: MESSAGES.required });
export type ContactSubject = z.infer<typeof contactSubjectSchema>;

/** The contact-us form (member spec §3). */
export const contactFormSchema = z.object({
  name: requiredText(120),
  subject: contactSubjectSchema,
  email,
  message: requiredText(5000),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const affiliateMessengerSchema = z.enum(AFFILIATE_MESSENGERS, { error: MESSAGES.required });
export const trafficSourceSchema = z.enum(AFFILIATE_TRAFFIC_SOURCES);

/** The affiliate application form (member spec §3). */
export const affiliateFormSchema = z.object({
  fullName: requiredText(120),
  email,
  company: requiredText(160),
  messenger: affiliateMessengerSchema,
  messengerId: requiredText(120),
  country: requiredText(80),
  yearsOfExperience: z.coerce.number({ error: MESSAGES.required }).int().min(0).max(60),
  geos: requiredText(500),
  trafficSources: z.array(trafficSourceSchema).min(1, MESSAGES.selectAtLeastOne),
  otherVerticals: z.string().trim().max(500).default(''),
  other: z.string().trim().max(2000).default(''),
});
export type AffiliateForm = z.infer<typeof affiliateFormSchema>;
export type AffiliateFormInput = z.input<typeof affiliateFormSchema>;

export const customerSupportQuerySchema = z.object({ form_type: z.enum(['contact', 'affiliate']).default('contact') });

/** POST /customer-support answers the ticket number of the stored request. */
export const customerSupportResponseSchema = z.object({ ticketNumber: z.string() });
export type CustomerSupportResponse = z.infer<typeof customerSupportResponseSchema>;
