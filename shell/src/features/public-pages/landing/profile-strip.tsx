// The landing page's strip of featured profiles (GET /profiles, landing variant). Decoration for
// visitors: while it loads it keeps its place, and if it fails the landing page simply goes on
// without it. Each card invites the visitor to join; profiles open for members only.
import { useEffect, useState } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { paths, listLandingProfiles, type Profile } from '@heartline/contracts';
import { AppLink } from '../../../components/app-link';

type StripState = { status: 'loading' } | { status: 'ready'; profiles: Profile[] } | { status: 'failed' };

export function ProfileStrip({ load = listLandingProfiles }: { load?: typeof listLandingProfiles }) {
  const { t } = useTranslation();
  const [state, setState] = useState<StripState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    load(undefined, { loader: false, signal: controller.signal }).then(
      (page) => setState({ status: 'ready', profiles: page.profiles }),
      () => !controller.signal.aborted && setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [load]);

  if (state.status === 'failed' || (state.status === 'ready' && state.profiles.length === 0)) return null;
  return (
    <section className="profile-strip" aria-labelledby="profile-strip-title" aria-busy={state.status === 'loading'}>
      <h2 id="profile-strip-title">{t('landing.strip-title')}</h2>
      <ul className="profile-strip-list">
        {state.status === 'loading'
          ? Array.from({ length: 4 }, (_, index) => <li key={index} className="profile-strip-card profile-strip-skeleton" aria-hidden="true" />)
          : state.profiles.map((profile) => (
              <li key={profile._id} className="profile-strip-card">
                <AppLink to={paths.signUp()} aria-label={t('landing.strip-card', { username: profile.username, age: profile.age })}>
                  {profile.images[0] && (
                    <img src={profile.images[0].path.medium} alt="" loading="lazy" decoding="async" width={320} height={400} />
                  )}
                  <span className="profile-strip-name">
                    {profile.username}, {profile.age}
                  </span>
                </AppLink>
              </li>
            ))}
      </ul>
      <p className="field-hint">{t('landing.strip-note')}</p>
    </section>
  );
}
