// The landing page's strip of featured profiles (GET /profiles, landing variant). Decoration for
// visitors: while it loads it keeps its place, and if it fails the landing page simply goes on
// without it. Each card invites the visitor to join; profiles open for members only.
import { useEffect, useState } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { paths, listLandingProfiles, type ProfileListCard } from '@heartline/contracts';
import { AppLink } from '../../../components/app-link';
import { LANDING_NS } from './landing-namespace';

type StripState = { status: 'loading' } | { status: 'ready'; profiles: ProfileListCard[] } | { status: 'failed' };

/**
 * The card's photo in the size it is shown: a quarter of the strip on a desktop, about 40 % of
 * the screen in the phone's scrolling row, from the sizes the API makes (thumb 320 w, medium 640 w).
 */
const CARD_SIZES = '(min-width: 1024px) 260px, (min-width: 768px) 23vw, 40vw';

function photoSources(path: ProfileListCard['images'][number]['path']): { src: string; srcSet?: string } {
  const sizes = [path.thumb && `${path.thumb} 320w`, `${path.medium} 640w`].filter(Boolean);
  return { src: path.thumb ?? path.medium, srcSet: sizes.length > 1 ? sizes.join(', ') : undefined };
}

export function ProfileStrip({ load = listLandingProfiles }: { load?: typeof listLandingProfiles }) {
  const { t } = useTranslation(LANDING_NS);
  const [state, setState] = useState<StripState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    load(undefined, { signal: controller.signal }).then(
      (page) => setState({ status: 'ready', profiles: page.profiles }),
      () => !controller.signal.aborted && setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [load]);

  if (state.status === 'failed' || (state.status === 'ready' && state.profiles.length === 0)) return null;
  return (
    <section className="landing-section profile-strip" aria-labelledby="profile-strip-title" aria-busy={state.status === 'loading'}>
      <div className="profile-strip-head">
        <h2 id="profile-strip-title">{t('strip-title')}</h2>
        <AppLink to={paths.signUp()} className="profile-strip-more tap-target">
          {t('strip-more')}
        </AppLink>
      </div>
      <ul className="profile-strip-list">
        {state.status === 'loading'
          ? Array.from({ length: 4 }, (_, index) => (
              <li key={index} className="profile-strip-card profile-strip-skeleton" aria-hidden="true" />
            ))
          : state.profiles.map((profile) => {
              const photo = profile.images[0];
              return (
                <li key={profile._id} className="profile-strip-card">
                  <AppLink to={paths.signUp()} aria-label={t('strip-card', { username: profile.username, age: profile.age })}>
                    {photo && (
                      <img
                        {...photoSources(photo.path)}
                        sizes={CARD_SIZES}
                        alt=""
                        loading="lazy"
                        decoding="async"
                        width={320}
                        height={400}
                      />
                    )}
                    <span className="profile-strip-name">
                      {profile.username}, {profile.age}
                    </span>
                    {profile.tags.includes('online') && <span className="profile-strip-online">{t('strip-online')}</span>}
                  </AppLink>
                </li>
              );
            })}
      </ul>
      <p className="field-hint">{t('strip-note')}</p>
    </section>
  );
}
