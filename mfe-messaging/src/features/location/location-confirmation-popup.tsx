// The location-confirmation popup (member spec §2 popups; opened by /messages/chat/{id}?question=askForCity):
// a profile asked where the member is. The member confirms the city on their profile, or goes to
// change it on the profile form, where the city search is.
import { useAtomValue } from 'jotai';
import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { paths, userAtom, type PopupProps } from '@heartline/contracts';
import { Button, buttonClassName } from '@heartline/ui';

export function LocationConfirmationPopup({ close, Frame, popup }: PopupProps) {
  const { t } = useTranslation('messaging');
  const user = useAtomValue(userAtom);
  const city = [user?.profile.city, user?.profile.state].filter(Boolean).join(', ');
  const name = typeof popup.props.profileName === 'string' ? popup.props.profileName : null;
  return (
    <Frame title={t('location.title')} onClose={close}>
      <p>{name ? t('location.askedBy', { name }) : t('location.asked')}</p>
      <p>{city ? t('location.current', { city }) : t('location.none')}</p>
      <div className="form-actions">
        {city && (
          <Button type="button" onClick={close}>
            {t('location.confirm')}
          </Button>
        )}
        <Link to={paths.userEdit()} className={buttonClassName({ variant: city ? 'secondary' : 'primary' })} onClick={close}>
          {city ? t('location.change') : t('location.add')}
        </Link>
      </div>
    </Frame>
  );
}
