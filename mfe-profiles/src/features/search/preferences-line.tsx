import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { paths } from '@heartline/contracts';
import type { ProfileFilters } from '@heartline/contracts/schemas';

interface PreferencesLineProps {
  preferences: ProfileFilters;
  onShowEveryone: () => void;
}

/**
 * Says that the list follows the member's own looking-for ("Showing women 25–40, your
 * preferences"), with the way to widen it and the place to change it.
 */
export function PreferencesLine({ preferences, onShowEveryone }: PreferencesLineProps) {
  const { t } = useTranslation('profiles');
  const [gender] = preferences.gender;
  const audience = gender ? t(`search.audience.${gender}`) : '';
  const age = preferences.age;
  const text =
    gender && age
      ? t('search.preferences-gender-age', { audience, min: age.min, max: age.max })
      : gender
        ? t('search.preferences-gender', { audience })
        : t('search.preferences-age', { min: age?.min, max: age?.max });
  return (
    <p className="preferences-line">
      <span>{text}</span>{' '}
      <button type="button" className="button-link tap-target" onClick={onShowEveryone}>
        {t('search.show-everyone')}
      </button>{' '}
      <Link to={paths.userEdit()} className="tap-target">
        {t('search.change-preferences')}
      </Link>
    </p>
  );
}
