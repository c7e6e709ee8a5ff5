import { AppLink } from '../../../components/app-link';
import { useTranslation } from '@heartline/contracts/i18n';
import { PageTitle, paths } from '@heartline/contracts';
import { addCatalogue } from '../../../lib/i18n';
import { PageHeader } from '../../../components/page-header';
import { useBrandValues } from '../legal/use-brand-values';
import catalogue from './en.json';
import './faq-page.css';

const NAMESPACE = 'faq';
addCatalogue(NAMESPACE, catalogue);

/**
 * /faq: questions grouped by topic, each group an accordion of native disclosures (<details>), so
 * each opens with Enter or Space and screen readers announce it as expanded or collapsed.
 */
export default function FaqPage() {
  const { t } = useTranslation(NAMESPACE);
  const values = useBrandValues();
  return (
    <article className="faq-page" aria-labelledby="faq-title">
      <PageTitle page={t('title')} />
      <PageHeader titleId="faq-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('intro', values)}>
        <nav className="faq-topics" aria-label={t('topics')}>
          {catalogue.groups.map((group, g) => (
            <a key={group.id} href={`#faq-${group.id}`}>
              {t(`groups.${g}.title`)}
            </a>
          ))}
        </nav>
      </PageHeader>
      {catalogue.groups.map((group, g) => (
        <section key={group.id} className="faq-group" aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`}>{t(`groups.${g}.title`)}</h2>
          <div className="faq-list">
            {group.questions.map((item, q) => (
              <details key={item.id} id={item.id} className="faq-item" data-testid="faq-item">
                <summary>
                  <span>{t(`groups.${g}.questions.${q}.question`, values)}</span>
                  <svg className="faq-chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path
                      d="m6 9 6 6 6-6"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </summary>
                <div className="faq-answer">
                  {item.answer.map((_, a) => (
                    <p key={a}>{t(`groups.${g}.questions.${q}.answer.${a}`, values)}</p>
                  ))}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
      <section aria-labelledby="faq-more" className="faq-more">
        <h2 id="faq-more">{t('more-title')}</h2>
        <p>{t('more-text')}</p>
        <AppLink to={paths.contactUs()} className="button button-primary">
          {t('more-link')}
        </AppLink>
      </section>
    </article>
  );
}
