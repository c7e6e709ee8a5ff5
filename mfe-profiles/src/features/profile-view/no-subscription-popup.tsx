import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import type { PopupProps } from '@heartline/contracts';
import { readNoSubscriptionProps } from './popup-requests';
import { paths, userAtom } from '@heartline/contracts';
import { useAtomValue } from 'jotai';

/**
 * Member spec §4 gating prompts: a member without the feature asked for (every photo, favourites)
 * is offered the memberships; a VIP member whose membership lacks it (Velvet Hour's monthly has no
 * favourites) is told so, not asked to become VIP.
 */
export function NoSubscriptionPopup({ popup, close, Frame }: PopupProps) {
  const { t } = useTranslation('profiles');
  const { profile, feature } = readNoSubscriptionProps(popup.props);
  const isVip = useAtomValue(userAtom)?.isPremium === true;
  return (
    <Frame title={t('upgrade.title')} onClose={close}>
      <div className="upgrade-prompt">
        {profile?.imageUrl && (
          <img className="upgrade-prompt-photo" src={profile.imageUrl} alt={t('card.photo-alt', { username: profile.username })} />
        )}
        <p>
          {isVip
            ? t(`upgrade.feature-missing.${feature}`)
            : profile
              ? t(`upgrade.feature.${feature}`, { username: profile.username })
              : t(`upgrade.feature-generic.${feature}`)}
        </p>
        <p className="upgrade-prompt-promise">{t('upgrade.promise')}</p>
        <div className="form-actions">
          <Link to={paths.upgrade('premium')} className="button button-primary" onClick={close}>
            {t('upgrade.cta')}
          </Link>
          <button type="button" className="button button-ghost" onClick={close}>
            {t('upgrade.later')}
          </button>
        </div>
      </div>
    </Frame>
  );
}
