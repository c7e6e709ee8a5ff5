import { useId, useState } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { Link } from '@heartline/contracts/router';
import { MESSAGES, bus, paths, showToast, stopRenewal, type Subscription, type User } from '@heartline/contracts';
import { Badge, Button, Dialog, buttonClassName } from '@heartline/ui';
import { formatDay } from './purchase-format';

/**
 * The member's membership: until when it runs, whether it renews, and stopping the renewal (with a
 * confirmation). A stopped membership keeps its VIP features until its end date.
 */
export function MembershipSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation('auth');
  const id = useId();
  const [confirming, setConfirming] = useState<Subscription | null>(null);
  const memberships = user.subscriptions.filter((each) => each.active || each.renews);
  return (
    <section aria-labelledby={`${id}-title`} className="settings-membership">
      <h2 id={`${id}-title`}>{t('settings.membership.title')}</h2>
      {memberships.length === 0 ? (
        <>
          <p>{t('settings.membership.none')}</p>
          <Link to={paths.upgrade('premium')} className={buttonClassName({ variant: 'secondary' })}>
            {t('settings.membership.see')}
          </Link>
        </>
      ) : (
        <ul className="settings-list" aria-label={t('settings.membership.title')}>
          {memberships.map((membership) => {
            const until = membership.endDate ? formatDay(membership.endDate, i18n.language) : '';
            return (
              <li key={membership._id} className="settings-membership-item">
                <div>
                  <strong>{membership.name ?? t('settings.membership.vip')}</strong>
                  <p>
                    {membership.renews
                      ? t('settings.membership.renews-on', { date: until })
                      : t('settings.membership.ends-on', { date: until })}
                  </p>
                </div>
                <Badge tone={membership.renews ? 'success' : 'warning'}>
                  {membership.renews ? t('settings.membership.renews') : t('settings.membership.stopped')}
                </Badge>
                {membership.renews && (
                  <Button variant="secondary" aria-haspopup="dialog" onClick={() => setConfirming(membership)}>
                    {t('settings.membership.stop')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {confirming && <StopRenewalDialog membership={confirming} onClose={() => setConfirming(null)} />}
    </section>
  );
}

/** "Stop renewal?": says until when VIP stays, then stops it; the shell reads the member again. */
function StopRenewalDialog({ membership, onClose }: { membership: Subscription; onClose: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const until = membership.endDate ? formatDay(membership.endDate, i18n.language) : '';

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await stopRenewal(membership._id);
      showToast(MESSAGES.renewalStopped, 'success');
      bus.emit('user:refresh', undefined);
      onClose();
    } catch {
      setError(MESSAGES.stopRenewalFailed);
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('settings.membership.dialog-title')} describedBy={`${id}-text`} onClose={onClose} className="settings-dialog">
      <p id={`${id}-text`}>{t('settings.membership.dialog-text', { date: until })}</p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <Button variant="danger" loading={busy} onClick={() => void confirm()}>
          {busy ? t('settings.membership.stopping') : t('settings.membership.confirm')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('settings.membership.keep')}
        </Button>
      </div>
    </Dialog>
  );
}
