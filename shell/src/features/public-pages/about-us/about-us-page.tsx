import { AppLink } from '../../../components/app-link';
import { useTranslation } from '@heartline/contracts/i18n';
import { PageTitle, paths } from '@heartline/contracts';
import { addCatalogue } from '../../../lib/i18n';
import { PageHeader } from '../../../components/page-header';
import { useBrandValues } from '../legal/use-brand-values';
import catalogue from './en.json';
import './about-us-page.css';

const NAMESPACE = 'about-us';
type ListKey = 'who-text' | 'service-items' | 'fiction-text' | 'credits-text' | 'promise-items';
addCatalogue(NAMESPACE, catalogue);

/** /about-us: who runs the brand, what the service is, the fictitious profiles and credits. */
export default function AboutUsPage() {
  const { t } = useTranslation(NAMESPACE);
  const values = useBrandValues();
  // Each list's length comes from the catalogue; its strings go through i18next.
  const texts = (key: ListKey) => catalogue[key].map((_, index) => t(`${key}.${index}`, values));
  return (
    <article className="about-page" aria-labelledby="about-title">
      <PageTitle page={t('title')} />
      <PageHeader titleId="about-title" eyebrow={t('title')} title={t('heading', values)} lead={t('lead', values)} />

      <div className="prose about-body">
        <section aria-labelledby="about-who">
          <h2 id="about-who">{t('who-title')}</h2>
          {texts('who-text').map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </section>

        <section aria-labelledby="about-service">
          <h2 id="about-service">{t('service-title', values)}</h2>
          <ul className="about-points">
            {texts('service-items').map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-fiction" className="about-fiction" data-testid="fictitious-statement">
          <h2 id="about-fiction">{t('fiction-title')}</h2>
          {texts('fiction-text').map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </section>

        <section aria-labelledby="about-credits">
          <h2 id="about-credits">{t('credits-title')}</h2>
          {texts('credits-text').map((text, index) => (
            <p key={index}>{text}</p>
          ))}
          <AppLink to={paths.prices()} className="button button-primary">
            {t('credits-link')}
          </AppLink>
        </section>

        <section aria-labelledby="about-promise">
          <h2 id="about-promise">{t('promise-title')}</h2>
          <ul className="about-points">
            {texts('promise-items').map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
          <AppLink to={paths.contactUs()} className="tap-target">
            {t('contact-link')}
          </AppLink>
        </section>
      </div>
    </article>
  );
}
