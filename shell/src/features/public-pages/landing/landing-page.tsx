import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { paths, brandAtom } from '@heartline/contracts';
import { AppLink } from '../../../components/app-link';
import { FictitiousNotice } from '../../../components/fictitious-notice';
import { ProfileStrip } from './profile-strip';

const FEATURES = ['browse', 'match', 'chat', 'private'] as const;
// Inline icons: emoji depend on the visitor's fonts and show as empty boxes without them.
const FEATURE_ICONS: Record<(typeof FEATURES)[number], string> = {
  browse: 'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z',
  match: 'M12 21s-7.5-4.6-9.6-9.2C.9 8.6 2.8 4.5 6.6 4.5c2.2 0 3.6 1.2 5.4 3.2 1.8-2 3.2-3.2 5.4-3.2 3.8 0 5.7 4.1 4.2 7.3C19.5 16.4 12 21 12 21Z',
  chat: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z',
  private: 'M12 2a5 5 0 0 1 5 5v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h1V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v3h6V7a3 3 0 0 0-3-3Z',
};

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
            <AppLink to={paths.signUp()} className="button button-primary button-large">
              {t('landing.hero-cta')}
            </AppLink>
            <AppLink to="/prices" className="button button-light button-large">
              {t('landing.hero-secondary')}
            </AppLink>
          </div>
          <FictitiousNotice className="hero-notice" />
        </div>
      </section>
      <p className="banner">{t('landing.banner')}</p>
      <ProfileStrip />
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
              <svg className="feature-icon" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
                <path d={FEATURE_ICONS[feature]} fill="currentColor" />
              </svg>
              <h3>{t(`landing.feature-${feature}-title`)}</h3>
              <p>{t(`landing.feature-${feature}-text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="call-to-action" aria-labelledby="cta-title">
        <h2 id="cta-title">{t('landing.cta-title')}</h2>
        <p>{t('landing.cta-text')}</p>
        <AppLink to={paths.signUp()} className="button button-primary button-large">
          {t('landing.cta-button')}
        </AppLink>
      </section>
    </>
  );
}
