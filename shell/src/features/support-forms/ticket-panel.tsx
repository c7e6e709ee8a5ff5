import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { useAtomValue } from 'jotai';
import { brandAtom } from '@heartline/contracts';
import { SUPPORT_FORMS_NS } from './catalogue';

interface TicketPanelProps {
  ticketNumber: string;
  /** Where the reply will go. */
  email: string;
  onSendAnother: () => void;
}

/** Shown in place of a sent form. Focus moves here so keyboard and screen-reader users hear the result. */
export function TicketPanel({ ticketNumber, email, onSendAnother }: TicketPanelProps) {
  const { t } = useTranslation(SUPPORT_FORMS_NS);
  const replyHours = useAtomValue(brandAtom)?.customerSupport.replyHours;
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="success-panel" aria-labelledby={titleId} data-testid="ticket-panel">
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t('success.title')}
      </h2>
      <p>
        {t('success.ticket-label')} <strong data-testid="ticket-number">{ticketNumber}</strong>
      </p>
      <p>{t('success.ticket-hint')}</p>
      <p>{t('success.reply-promise', { email, hours: replyHours })}</p>
      <button type="button" className="button button-ghost" onClick={onSendAnother}>
        {t('success.send-another')}
      </button>
    </section>
  );
}
