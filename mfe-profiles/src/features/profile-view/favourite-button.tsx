import { useTranslation } from '@heartline/contracts/i18n';
import type { GatedProfile } from './popup-requests';
import { useFavourite } from './use-favourite';

/** A toggle button: pressed while the profile is a favourite. */
export function FavouriteButton({ profile, initial }: { profile: GatedProfile; initial: boolean }) {
  const { t } = useTranslation('profiles');
  const { isFavourite, busy, toggle } = useFavourite(profile, initial);
  return (
    <button
      type="button"
      className="button button-ghost favourite-button"
      aria-pressed={isFavourite}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{isFavourite ? '♥' : '♡'}</span> {t('favourite.label')}
    </button>
  );
}
