import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { PageTitle, paths, brandAtom } from '@heartline/contracts';
import { AppLink } from '../../../components/app-link';
import { FictitiousNotice } from '../../../components/fictitious-notice';
import { HeroVisual } from './hero-visual';
import { LANDING_NS } from './landing-namespace';
import { ProfileStrip } from './profile-strip';
import './landing.css';

const FEATURES = ['browse', 'match', 'chat', 'private'] as const;
// Inline icons: emoji depend on the visitor's fonts and show as empty boxes without them.
const FEATURE_ICONS: Record<(typeof FEATURES)[number], string> = {
  browse: 'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z',
  match:
    'M12 21s-7.5-4.6-9.6-9.2C.9 8.6 2.8 4.5 6.6 4.5c2.2 0 3.6 1.2 5.4 3.2 1.8-2 3.2-3.2 5.4-3.2 3.8 0 5.7 4.1 4.2 7.3C19.5 16.4 12 21 12 21Z',
  chat: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z',
  private:
    'M12 2a5 5 0 0 1 5 5v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h1V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v3h6V7a3 3 0 0 0-3-3Z',
};
const HERO_POINTS = ['free', 'credits', 'discreet'] as const;

function Check() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

/** Landing: hero, banner, founder, features and a call to action (member spec §2). */
export default function LandingPage() {
  const { t } = useTranslation(LANDING_NS);
  const brand = useAtomValue(brandAtom);
  const product = brand?.productName ?? t('common:brand.fallback-name');
  const company = brand?.company.name ?? '';
  return (
    <>
      <PageTitle />
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <div className="hero-copy">
            <p className="hero-eyebrow">{t('hero-eyebrow')}</p>
            <h1 id="hero-title">{t('hero-title')}</h1>
            <p className="hero-text">{t('hero-text', { product })}</p>
            <div className="hero-actions">
              <AppLink to={paths.signUp()} className="button button-primary button-large">
                {t('hero-cta')}
              </AppLink>
              <AppLink to={paths.prices()} className="button button-light button-large">
                {t('hero-secondary')}
              </AppLink>
            </div>
            <ul className="hero-points" aria-label={t('hero-points-label')}>
              {HERO_POINTS.map((point) => (
                <li key={point}>
                  <Check />
                  {t(`hero-point-${point}`)}
                </li>
              ))}
            </ul>
            <FictitiousNotice className="hero-notice" />
          </div>
          <HeroVisual />
        </div>
      </section>
      <p className="banner">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
            d="M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1.5-3-5.5-3.5-5.5-1S10 7 12 7Zm0 0c1.5-3 5.5-3.5 5.5-1S14 7 12 7Z"
          />
        </svg>
        {t('banner')}
      </p>
      <ProfileStrip />
      <section className="landing-section founder" aria-labelledby="founder-title">
        <h2 id="founder-title">{t('founder-title')}</h2>
        <figure>
          <blockquote>
            <p>{t('founder-quote', { product })}</p>
          </blockquote>
          <figcaption>
            <span className="founder-mark" aria-hidden="true">
              {company.charAt(0) || product.charAt(0)}
            </span>
            {t('founder-name', { company })}
          </figcaption>
        </figure>
      </section>
      <section className="landing-section features" aria-labelledby="features-title">
        <h2 id="features-title">{t('features-title', { product })}</h2>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature} className="feature-card">
              <span className="feature-icon">
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  <path d={FEATURE_ICONS[feature]} fill="currentColor" />
                </svg>
              </span>
              <h3>{t(`feature-${feature}-title`)}</h3>
              <p>{t(`feature-${feature}-text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="call-to-action" aria-labelledby="cta-title">
        <div className="call-to-action-inner">
          <h2 id="cta-title">{t('cta-title')}</h2>
          <p>{t('cta-text')}</p>
          <AppLink to={paths.signUp()} className="button button-primary button-large">
            {t('cta-button')}
          </AppLink>
        </div>
      </section>
    </>
  );
}
