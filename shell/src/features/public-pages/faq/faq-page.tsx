import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { addCatalogue } from '../../../lib/i18n';
import { useBrandValues } from '../legal/use-brand-values';
import catalogue from './en.json';
import './faq-page.css';

const NAMESPACE = 'faq';
addCatalogue(NAMESPACE, catalogue);

/**
 * /faq: questions grouped by topic, each a native disclosure (<details>), so it opens with
 * Enter or Space and screen readers announce it as expanded or collapsed.
 */
export default function FaqPage() {
  const { t } = useTranslation(NAMESPACE);
  const values = useBrandValues();
  return (
    <article className="prose faq-page">
      <title>{`${t('title')} · ${values.product}`}</title>
      <h1>{t('title')}</h1>
      <p>{t('intro', values)}</p>
      {catalogue.groups.map((group, g) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`}>{t(`groups.${g}.title`)}</h2>
          <div className="faq-list">
            {group.questions.map((item, q) => (
              <details key={item.id} id={item.id} className="card" data-testid="faq-item">
                <summary>{t(`groups.${g}.questions.${q}.question`, values)}</summary>
                {item.answer.map((_, a) => (
                  <p key={a}>{t(`groups.${g}.questions.${q}.answer.${a}`, values)}</p>
                ))}
              </details>
            ))}
          </div>
        </section>
      ))}
      <section aria-labelledby="faq-more" className="call-to-action">
        <h2 id="faq-more">{t('more-title')}</h2>
        <p>{t('more-text')}</p>
        <Link to="/contact-us" className="button button-primary">
          {t('more-link')}
        </Link>
      </section>
    </article>
  );
}
