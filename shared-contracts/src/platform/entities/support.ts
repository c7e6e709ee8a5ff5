import { z } from './zod';
import {
  AFFILIATE_COMPANY_MAX_LENGTH,
  AFFILIATE_COUNTRY_MAX_LENGTH,
  AFFILIATE_GEOS_MAX_LENGTH,
  AFFILIATE_MAX_YEARS_OF_EXPERIENCE,
  AFFILIATE_MESSENGERS,
  AFFILIATE_MESSENGER_ID_MAX_LENGTH,
  AFFILIATE_OTHER_MAX_LENGTH,
  AFFILIATE_OTHER_VERTICALS_MAX_LENGTH,
  AFFILIATE_TRAFFIC_SOURCES,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECTS,
} from '../constants';
import { PLATFORM_MESSAGES, maxItemsMessage, numberRangeMessage } from '../messages';
import { emailSchema } from './email';
import { textField } from './text-fields';

const requiredText = (max: number, label: string) => textField({ max, label, required: true });
const optionalText = (max: number, label: string) => textField({ max, label }).default('');
const email = emailSchema;
const YEARS_OUT_OF_RANGE = numberRangeMessage('Years of experience', 0, AFFILIATE_MAX_YEARS_OF_EXPERIENCE);

export const contactSubjectSchema = z.enum(CONTACT_SUBJECTS, { error: PLATFORM_MESSAGES.required });
export type ContactSubject = z.infer<typeof contactSubjectSchema>;

/** The contact-us form (member spec §3). */
export const contactFormSchema = z.object({
  name: requiredText(CONTACT_NAME_MAX_LENGTH, 'Name'),
  subject: contactSubjectSchema,
  email,
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH, 'Message'),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const affiliateMessengerSchema = z.enum(AFFILIATE_MESSENGERS, { error: PLATFORM_MESSAGES.required });
export const trafficSourceSchema = z.enum(AFFILIATE_TRAFFIC_SOURCES);

/** The affiliate application form (member spec §3). */
export const affiliateFormSchema = z.object({
  fullName: requiredText(CONTACT_NAME_MAX_LENGTH, 'Full name'),
  email,
  company: requiredText(AFFILIATE_COMPANY_MAX_LENGTH, 'Company'),
  messenger: affiliateMessengerSchema,
  messengerId: requiredText(AFFILIATE_MESSENGER_ID_MAX_LENGTH, 'Messenger ID'),
  country: requiredText(AFFILIATE_COUNTRY_MAX_LENGTH, 'Country'),
  yearsOfExperience: z.coerce
    .number({ error: PLATFORM_MESSAGES.required })
    .int(YEARS_OUT_OF_RANGE)
    .min(0, YEARS_OUT_OF_RANGE)
    .max(AFFILIATE_MAX_YEARS_OF_EXPERIENCE, YEARS_OUT_OF_RANGE),
  geos: requiredText(AFFILIATE_GEOS_MAX_LENGTH, 'GEOs'),
  trafficSources: z
    .array(trafficSourceSchema)
    .min(1, PLATFORM_MESSAGES.selectAtLeastOne)
    .max(AFFILIATE_TRAFFIC_SOURCES.length, maxItemsMessage(AFFILIATE_TRAFFIC_SOURCES.length, 'traffic sources')),
  otherVerticals: optionalText(AFFILIATE_OTHER_VERTICALS_MAX_LENGTH, 'Other verticals'),
  other: optionalText(AFFILIATE_OTHER_MAX_LENGTH, 'Other'),
});
export type AffiliateForm = z.infer<typeof affiliateFormSchema>;
export type AffiliateFormInput = z.input<typeof affiliateFormSchema>;

export const customerSupportQuerySchema = z.object({ form_type: z.enum(['contact', 'affiliate']).default('contact') });

/** POST /customer-support answers the ticket number of the stored request. */
export const customerSupportResponseSchema = z.object({ ticketNumber: z.string() });
export type CustomerSupportResponse = z.infer<typeof customerSupportResponseSchema>;
