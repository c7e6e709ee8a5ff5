import { useTranslation } from '@heartline/contracts/i18n';
import { useLocaleFormat, type User } from '@heartline/contracts';
import { joinLocation, toDateInput } from './edit-defaults';

/** The member's own profile as they filled it in; the birthday is marked as never shown to others. */
export function OwnProfileView({ user }: { user: User }) {
  const { t } = useTranslation('profiles');
  const format = useLocaleFormat();
  const profile = user.profile;
  const notSet = t('own.not-set');
  const birthday = toDateInput(profile.birthday);
  const lookingFor = profile.lookingFor;
  const rows: [string, string][] = [
    ['name', [user.firstName, user.lastName].filter(Boolean).join(' ') || notSet],
    ['username', user.username],
    ['gender', profile.gender ? t(`values.own-gender.${profile.gender}`) : notSet],
    ['birthday', birthday ? `${format.calendarDate(birthday, 'long')} · ${t('own.not-public')}` : notSet],
    ['location', joinLocation(profile.city, profile.state) || notSet],
    ['looking-for', lookingFor?.gender ? t(`values.looking-for-gender.${lookingFor.gender}`) : notSet],
    ['looking-for-age', lookingFor?.age ? t('own.age-range', { min: lookingFor.age.min, max: lookingFor.age.max }) : notSet],
    ['tags', lookingFor?.tags.length ? lookingFor.tags.join(', ') : notSet],
    ['email', user.email],
  ];
  const settings: [string, boolean][] = [
    ['keep-location-private', profile.settings.keepLocationPrivate],
    ['show-online', profile.settings.showOnline],
    ['notify-by-email', profile.settings.notifyByEmail],
  ];
  return (
    <div className="own-profile-view">
      <dl className="profile-facts profile-facts-wide">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`own.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('own.about-me')}</h3>
      <p className="profile-about">{profile.aboutMe?.trim() || notSet}</p>
      <h3>{t('own.settings')}</h3>
      <ul className="settings-list">
        {settings.map(([key, on]) => (
          <li key={key}>
            {t(`edit.${key}`)}: <strong>{on ? t('own.yes') : t('own.no')}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
