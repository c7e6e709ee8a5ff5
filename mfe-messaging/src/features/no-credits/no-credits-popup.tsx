import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { MESSAGES, paths, type PopupProps } from '@heartline/contracts';

/** Member spec §4 gating prompts: no credit left when sending leads to the credit packages. */
export function NoCreditsPopup({ close, Frame }: PopupProps) {
  const { t } = useTranslation('messaging');
  return (
    <Frame title={t('noCredits.title')} onClose={close}>
      <p>{MESSAGES.noCredits}</p>
      <p>{t('noCredits.draftKept')}</p>
      <div className="form-actions">
        <Link to={paths.upgrade('credits')} className="button button-primary" onClick={close}>
          {t('noCredits.buy')}
        </Link>
        <button type="button" className="button button-ghost" onClick={close}>
          {t('noCredits.later')}
        </button>
      </div>
    </Frame>
  );
}
