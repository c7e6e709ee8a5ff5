// The location-confirmation popup (member spec §2 popups; opened by /messages/chat/{id}?question=askForCity):
// a profile asked where the member is. The member confirms the city on their profile, or picks
// another with the city search and saves it right here (PATCH /user/{id} with the city alone);
// the whole profile form stays one link away.
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import {
  ApiError,
  MESSAGES,
  brandAtom,
  bus,
  paths,
  showToast,
  updateLocation,
  useBrandLocale,
  userAtom,
  type PopupProps,
} from '@heartline/contracts';
import type { LocationCity } from '@heartline/contracts/schemas';
import { Button, Select, buttonClassName } from '@heartline/ui';
import { CitySearch, countryChoices } from '@heartline/widgets';

const wordsOf = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : MESSAGES.generic;

export function LocationConfirmationPopup({ close, Frame, popup }: PopupProps) {
  const { t } = useTranslation('messaging');
  const locale = useBrandLocale();
  const id = useId();
  const user = useAtomValue(userAtom);
  const brand = useAtomValue(brandAtom);
  const city = [user?.profile.city, user?.profile.state].filter(Boolean).join(', ');
  const name = typeof popup.props.profileName === 'string' ? popup.props.profileName : null;
  const countries = countryChoices(brand?.countries, user?.profile.country);
  const [changing, setChanging] = useState(!city);
  const [country, setCountry] = useState(user?.profile.country || countries[0] || '');
  const [picked, setPicked] = useState<LocationCity | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const regionNames = new Intl.DisplayNames([locale], { type: 'region' });

  async function save() {
    if (!user || !picked) {
      setError(t('location.pick'));
      return;
    }
    setSaving(true);
    try {
      const updated = await updateLocation(user._id, { country, city: picked.city, state: picked.state });
      bus.emit('user:updated', updated);
      showToast(t('location.saved', { city: [picked.city, picked.state].filter(Boolean).join(', ') }), 'success');
      close();
    } catch (failure) {
      setError(wordsOf(failure));
      setSaving(false);
    }
  }

  return (
    <Frame title={t('location.title')} onClose={close}>
      <p>{name ? t('location.askedBy', { name }) : t('location.asked')}</p>
      <p>{city ? t('location.current', { city }) : t('location.none')}</p>
      {changing ? (
        <div className="location-change">
          {countries.length > 1 && (
            <Select
              id={`${id}-country`}
              label={t('location.country')}
              value={country}
              options={countries.map((code) => ({ value: code, label: regionNames.of(code) ?? code }))}
              onChange={(event) => {
                setCountry(event.target.value);
                setPicked(null);
              }}
            />
          )}
          <CitySearch
            key={country}
            country={country}
            value=""
            error={error}
            onPick={(chosen) => {
              setPicked(chosen);
              setError(undefined);
            }}
            onType={() => setPicked(null)}
          />
          <div className="form-actions">
            <Button type="button" loading={saving} onClick={() => void save()}>
              {t('location.save')}
            </Button>
            <Link to={paths.userEdit()} className={buttonClassName({ variant: 'ghost' })} onClick={close}>
              {t('location.wholeProfile')}
            </Link>
          </div>
        </div>
      ) : (
        <div className="form-actions">
          <Button type="button" onClick={close}>
            {t('location.confirm')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setChanging(true)}>
            {t('location.change')}
          </Button>
        </div>
      )}
    </Frame>
  );
}
