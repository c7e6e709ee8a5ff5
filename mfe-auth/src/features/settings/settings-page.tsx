import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { Link } from '@heartline/contracts/router';
import { PageTitle, userAtom } from '@heartline/contracts';
import { buttonClassName } from '@heartline/ui';
import { ChangePasswordForm } from './change-password-form';
import { DeactivateAccountSection } from './deactivate-account';
import { MembershipSection } from './membership-section';
import { PurchasesSection } from './purchases-section';
import { NotificationSettings } from './notification-settings';
import './settings.css';

/** /settings: the membership and purchases, change password, e-mail notifications, deactivation, and the way to the help centre. */
export function SettingsPage() {
  const { t } = useTranslation('auth');
  const user = useAtomValue(userAtom);
  return (
    <div className="settings-page">
      <PageTitle page={t('settings.title')} />
      <h1>{t('settings.title')}</h1>
      <p>{t('settings.intro')}</p>
      {user ? (
        <>
          <div className="card">
            <MembershipSection user={user} />
          </div>
          <div className="card">
            <PurchasesSection user={user} />
          </div>
          <div className="card">
            <ChangePasswordForm userId={user._id} />
          </div>
          <div className="card">
            <NotificationSettings user={user} />
          </div>
          <div className="card">
            <DeactivateAccountSection userId={user._id} />
          </div>
        </>
      ) : (
        <p role="status">{t('settings.loading')}</p>
      )}
      <section className="card" aria-labelledby="settings-help-title">
        <h2 id="settings-help-title">{t('settings.help.title')}</h2>
        <p>{t('settings.help.text')}</p>
        <Link to="/settings/help-center" className={buttonClassName({ variant: 'secondary' })}>
          {t('settings.help.link')}
        </Link>
      </section>
    </div>
  );
}
