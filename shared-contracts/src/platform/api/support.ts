import type { AffiliateForm, ContactForm, CustomerSupportResponse } from '../entities/support';
import { api } from './client';

export function sendContactRequest(form: ContactForm): Promise<CustomerSupportResponse> {
  return api.request<CustomerSupportResponse>('post', '/customer-support', { json: form });
}

export function sendAffiliateApplication(form: AffiliateForm): Promise<CustomerSupportResponse> {
  return api.request<CustomerSupportResponse>('post', '/customer-support', { json: form, searchParams: { form_type: 'affiliate' } });
}
