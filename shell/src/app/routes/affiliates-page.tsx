import { useTranslation } from '@heartline/contracts/i18n';
import { PageTitle } from '@heartline/contracts';
import { addCatalogue } from '../../lib/i18n';
// This page is the route module that puts the support-forms feature on a public page.
import { AffiliateForm } from '../../features/support-forms/affiliate-form';
import { useBrandValues } from '../../features/public-pages/legal/use-brand-values';
import catalogue from '../../features/public-pages/affiliates/en.json';
import { PageHeader } from '../../components/page-header';
import '../../components/public-form-card.css';
import '../../features/public-pages/affiliates/affiliates-page.css';

const NAMESPACE = 'affiliates';
addCatalogue(NAMESPACE, catalogue);

type ListKey = 'offer-items' | 'compliance-items';

/** /affiliates: the affiliate programme, its rules, and the application form (member spec §2, §3). */
export default function AffiliatesPage() {
  const { t } = useTranslation(NAMESPACE);
  const values = useBrandValues();
  const texts = (key: ListKey) => catalogue[key].map((_, index) => t(`${key}.${index}`, values));
  return (
    <div className="affiliates-page">
      <PageTitle page={t('title')} />
      <PageHeader eyebrow={t('title')} title={t('heading', values)} lead={t('lead', values)} />
      <div className="affiliates-layout">
        <div className="prose affiliates-about">
          <section aria-labelledby="affiliates-offer">
            <h2 id="affiliates-offer">{t('offer-title')}</h2>
            <ul>
              {texts('offer-items').map((text, index) => (
                <li key={index}>{text}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="affiliates-compliance" className="affiliates-rules" data-testid="affiliate-rules">
            <h2 id="affiliates-compliance">{t('compliance-title', values)}</h2>
            <p>{t('compliance-text')}</p>
            <ul>
              {texts('compliance-items').map((text, index) => (
                <li key={index}>{text}</li>
              ))}
            </ul>
          </section>
        </div>
        <section className="card public-form-card affiliates-apply" aria-labelledby="affiliates-apply">
          <h2 id="affiliates-apply">{t('apply-title')}</h2>
          <p>{t('apply-text', values)}</p>
          <AffiliateForm />
          <p className="field-hint">{t('questions', values)}</p>
        </section>
      </div>
    </div>
  );
}
