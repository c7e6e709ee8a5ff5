import { useTranslation } from '@heartline/contracts/i18n';
import type { BrandValues } from '../legal/use-brand-values';
import { CONTACT_US_NS } from './contact-us-namespace';

// Line icons for the support details (inline: an icon font or emoji depend on the visitor's fonts).
const ICONS = {
  email: 'M4 6h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Zm0 1 8 6 8-6',
  phone:
    'M6.6 3.5 9 3l1.6 4.2-2 1.4a11 11 0 0 0 6.8 6.8l1.4-2L21 15l-.5 2.4A2.5 2.5 0 0 1 18 19.5 15.5 15.5 0 0 1 4.5 6 2.5 2.5 0 0 1 6.6 3.5Z',
  hours: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Zm0 4v5l3.5 2',
  timezone: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Zm-9 9h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3Z',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="support-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The brand's support email, phone, hours and time zone, and the company's postal address. */
export function SupportContacts({ values }: { values: BrandValues }) {
  const { t } = useTranslation(CONTACT_US_NS);
  return (
    <aside className="support-contacts" aria-labelledby="support-contacts-title" data-testid="support-contacts">
      <h2 id="support-contacts-title">{t('support-title')}</h2>
      <p className="support-promise">{t('reply-promise', values)}</p>
      <dl className="support-list">
        <div>
          <dt>
            <Icon name="email" />
            {t('email')}
          </dt>
          <dd>
            <a href={`mailto:${values.supportEmail}`} className="tap-target">
              {values.supportEmail}
            </a>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="phone" />
            {t('phone')}
          </dt>
          <dd>
            <a href={`tel:${values.phone.replace(/[^+\d]/g, '')}`} className="tap-target">
              {values.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="hours" />
            {t('hours')}
          </dt>
          <dd>{values.hours}</dd>
        </div>
        <div>
          <dt>
            <Icon name="timezone" />
            {t('timezone')}
          </dt>
          <dd>{values.timezone}</dd>
        </div>
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
