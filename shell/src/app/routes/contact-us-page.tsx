import { Link } from '@heartline/contracts/router';
import { Trans, useTranslation } from '@heartline/contracts/i18n';
// This page is the route module that puts the support-forms feature on a public page.
import { ContactForm } from '../../features/support-forms/contact-form';
import { useBrandValues } from '../../features/public-pages/legal/use-brand-values';
import { CONTACT_US_NS } from '../../features/public-pages/contact-us/contact-us-namespace';
import { SupportContacts } from '../../features/public-pages/contact-us/support-contacts';

/** /contact-us: the brand's support contacts and the contact form (member spec §2, §3). */
export default function ContactUsPage() {
  const { t } = useTranslation(CONTACT_US_NS);
  const values = useBrandValues();
  return (
    <div className="contact-us-page">
      <title>{`${t('title')} · ${values.product}`}</title>
      <h1>{t('title')}</h1>
      <p>{t('intro', values)}</p>
      <p>
        <Trans t={t} i18nKey="faq-hint" components={{ faq: <Link to="/faq" /> }} />
      </p>
      <SupportContacts values={values} />
      <section aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">{t('form-title')}</h2>
        <ContactForm />
        <p className="field-hint">
          <Trans t={t} i18nKey="privacy-note" components={{ privacy: <Link to="/privacy-policy" /> }} />
        </p>
      </section>
    </div>
  );
}
