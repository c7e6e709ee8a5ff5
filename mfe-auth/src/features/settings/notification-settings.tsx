import { useId, useState } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { MESSAGES, bus, showToast, updateNotificationSettings, type User } from '@heartline/contracts';
import { Switch } from '@heartline/ui';
import { describeSettingsFailure } from './settings-errors';

/**
 * "Notify me by e-mail when I get a new message": the switch moves at once and goes back if
 * the server does not take the change.
 */
export function NotificationSettings({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const saved = user.profile.settings.notifyByEmail;
  // The member's choice while it is being saved; null shows what the server holds.
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? saved;

  const onChange = async (notifyByEmail: boolean) => {
    // One change at a time; the switch stays focusable (not disabled) while it is saved.
    if (pending !== null) return;
    setPending(notifyByEmail);
    try {
      const updated = await updateNotificationSettings(user._id, notifyByEmail);
      // The answer is the member as saved: the shell takes it (no second request).
      bus.emit('user:updated', updated);
      showToast(MESSAGES.settingsSaved, 'success');
    } catch (failure) {
      showToast(describeSettingsFailure(failure).message, 'error');
    } finally {
      setPending(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.notifications.title')}</h2>
      <Switch
        id={`${id}-email`}
        label={t('settings.notifications.notify-by-email')}
        hint={pending !== null ? t('settings.notifications.saving') : t('settings.notifications.hint', { email: user.email })}
        checked={checked}
        aria-busy={pending !== null}
        onChange={(event) => void onChange(event.target.checked)}
      />
    </section>
  );
}
