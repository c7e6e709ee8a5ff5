import { Link } from 'react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { brandAtom } from '@heartline/contracts';
import { FictitiousNotice } from '../../../components/fictitious-notice';

const FEATURES = ['browse', 'match', 'chat', 'private'] as const;
const FEATURE_ICONS: Record<(typeof FEATURES)[number], string> = { browse: '🔎', match: '💞', chat: '💬', private: '🔒' };

/** Landing: hero, banner, founder, features and a call to action (member spec §2). */
export default function LandingPage() {
  const { t } = useTranslation();
  const brand = useAtomValue(brandAtom);
  const product = brand?.productName ?? t('brand.fallback-name');
  const company = brand?.company.name ?? '';
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <h1 id="hero-title">{t('landing.hero-title')}</h1>
          <p className="hero-text">{t('landing.hero-text', { product })}</p>
          <div className="hero-actions">
            <Link to="/sign-up" className="button button-primary button-large">
              {t('landing.hero-cta')}
            </Link>
            <Link to="/prices" className="button button-light button-large">
              {t('landing.hero-secondary')}
            </Link>
          </div>
          <FictitiousNotice className="hero-notice" />
        </div>
      </section>
      <p className="banner">{t('landing.banner')}</p>
      <section className="founder" aria-labelledby="founder-title">
        <h2 id="founder-title">{t('landing.founder-title')}</h2>
        <blockquote>
          <p>{t('landing.founder-quote', { product })}</p>
          <footer>{t('landing.founder-name', { company })}</footer>
        </blockquote>
      </section>
      <section className="features" aria-labelledby="features-title">
        <h2 id="features-title">{t('landing.features-title', { product })}</h2>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature} className="feature-card">
              <span className="feature-icon" aria-hidden="true">
                {FEATURE_ICONS[feature]}
              </span>
              <h3>{t(`landing.feature-${feature}-title`)}</h3>
              <p>{t(`landing.feature-${feature}-text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="call-to-action" aria-labelledby="cta-title">
        <h2 id="cta-title">{t('landing.cta-title')}</h2>
        <p>{t('landing.cta-text')}</p>
        <Link to="/sign-up" className="button button-primary button-large">
          {t('landing.cta-button')}
        </Link>
      </section>
    </>
  );
}
