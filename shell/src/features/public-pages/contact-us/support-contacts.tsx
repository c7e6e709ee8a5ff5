import { useTranslation } from '@heartline/contracts/i18n';
import type { BrandValues } from '../legal/use-brand-values';
import { CONTACT_US_NS } from './contact-us-namespace';

/** The brand's support email, phone, hours and time zone, and the company's postal address. */
export function SupportContacts({ values }: { values: BrandValues }) {
  const { t } = useTranslation(CONTACT_US_NS);
  return (
    <aside className="card" aria-labelledby="support-contacts-title" data-testid="support-contacts">
      <h2 id="support-contacts-title">{t('support-title')}</h2>
      <dl>
        <dt>{t('email')}</dt>
        <dd>
          <a href={`mailto:${values.supportEmail}`}>{values.supportEmail}</a>
        </dd>
        <dt>{t('phone')}</dt>
        <dd>
          <a href={`tel:${values.phone.replace(/[^+\d]/g, '')}`}>{values.phone}</a>
        </dd>
        <dt>{t('hours')}</dt>
        <dd>{values.hours}</dd>
        <dt>{t('timezone')}</dt>
        <dd>{values.timezone}</dd>
      </dl>
      <h3>{t('postal-title')}</h3>
      <address>
        {values.company}
        <br />
        {values.address}
      </address>
      <p className="field-hint">{t('postal-registration', values)}</p>
    </aside>
  );
}
