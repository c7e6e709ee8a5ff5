import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { Trans } from '@heartline/contracts/trans';
import { PageTitle, paths } from '@heartline/contracts';
// This page is the route module that puts the support-forms feature on a public page.
import { ContactForm } from '../../features/support-forms/contact-form';
import { useBrandValues } from '../../features/public-pages/legal/use-brand-values';
import { CONTACT_US_NS } from '../../features/public-pages/contact-us/contact-us-namespace';
import { SupportContacts } from '../../features/public-pages/contact-us/support-contacts';
import { PageHeader } from '../../components/page-header';
import '../../components/public-form-card.css';
import '../../features/public-pages/contact-us/contact-us.css';

/** /contact-us: the contact form, and the brand's support contacts beside it (member spec §2, §3). */
export default function ContactUsPage() {
  const { t } = useTranslation(CONTACT_US_NS);
  const values = useBrandValues();
  return (
    <div className="contact-us-page">
      <PageTitle page={t('title')} />
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('intro', values)}>
        <p>
          <Trans t={t} i18nKey="faq-hint" components={{ faq: <Link to="/faq" /> }} />
        </p>
      </PageHeader>
      <div className="contact-layout">
        <section className="card public-form-card contact-form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('form-title')}</h2>
          <ContactForm />
          <p className="field-hint">
            <Trans t={t} i18nKey="privacy-note" components={{ privacy: <Link to={paths.privacyPolicy()} /> }} />
          </p>
        </section>
        <SupportContacts values={values} />
      </div>
    </div>
  );
}
