import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import type { PopupProps } from '@heartline/contracts';
import { COMPLETION_FIELDS, type CompletionField } from '../../lib/profile-completeness';

function readMissing(props: Record<string, unknown>): CompletionField[] {
  const missing = Array.isArray(props.missing) ? props.missing : [];
  return COMPLETION_FIELDS.filter((field) => missing.includes(field));
}

/** Offers to complete the profile while the complete_profile promotion runs and fields are missing. */
export function ProfileCompletionPopup({ popup, close, Frame }: PopupProps) {
  const { t } = useTranslation('profiles');
  const missing = readMissing(popup.props);
  return (
    <Frame title={t('completion.title')} onClose={close}>
      <p>{t('completion.text')}</p>
      {missing.length > 0 && (
        <>
          <p>{t('completion.missing')}</p>
          <ul>
            {missing.map((field) => (
              <li key={field}>{t(`completion.fields.${field}`)}</li>
            ))}
          </ul>
        </>
      )}
      <div className="form-actions">
        <Link to="/user/edit" className="button button-primary" onClick={close}>
          {t('completion.cta')}
        </Link>
        <button type="button" className="button button-ghost" onClick={close}>
          {t('completion.later')}
        </button>
      </div>
    </Frame>
  );
}

/** Congratulates once the promoted profile is complete. */
export function ProfileCompletedPopup({ close, Frame }: PopupProps) {
  const { t } = useTranslation('profiles');
  return (
    <Frame title={t('completed.title')} onClose={close}>
      <p>{t('completed.text')}</p>
      <button type="button" className="button button-primary" onClick={close}>
        {t('completed.ok')}
      </button>
    </Frame>
  );
}
