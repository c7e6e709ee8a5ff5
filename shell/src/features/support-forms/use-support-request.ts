// Sending a support form (member spec §8): success shows the ticket and a success toast;
// failure shows the 'try again later' warning and leaves the form as it was.
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { MESSAGES, brandAtom, showToast, type CustomerSupportResponse } from '@heartline/contracts';
import { SUPPORT_FORMS_NS } from './catalogue';

export type SendSupportRequest<T> = (form: T) => Promise<CustomerSupportResponse>;

export interface SentRequest {
  ticketNumber: string;
  email: string;
}

export function useSupportRequest<T extends { email: string }>(send: SendSupportRequest<T>) {
  const { t } = useTranslation(SUPPORT_FORMS_NS);
  const [sent, setSent] = useState<SentRequest | null>(null);
  // The same promise as the confirmation panel's: the brand's one value.
  const replyHours = useAtomValue(brandAtom)?.customerSupport.replyHours;

  async function submit(form: T): Promise<void> {
    try {
      const { ticketNumber } = await send(form);
      setSent({ ticketNumber, email: form.email });
      showToast(t('toast-sent', { hours: replyHours }), 'success');
    } catch {
      // Whatever went wrong (network, server, validation on the server), the user's remedy is the same.
      showToast(MESSAGES.contactFailed, 'warning');
    }
  }

  return { sent, submit, startOver: () => setSent(null) };
}
