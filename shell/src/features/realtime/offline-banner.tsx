// The banner shown once the user channel gave up retrying (member spec §9: then manual reconnect).
import { MESSAGES } from '@heartline/contracts';
import { useTranslation } from '@heartline/contracts/i18n';
import { REALTIME_NS } from './catalogue';

export function OfflineBanner({ onReconnect }: { onReconnect: () => void }) {
  const { t } = useTranslation(REALTIME_NS);
  return (
    <div className="banner realtime-banner" role="alert">
      <span>{MESSAGES.realtimeOffline}</span>{' '}
      <button type="button" className="button-link" onClick={onReconnect}>
        {t('reconnect')}
      </button>
    </div>
  );
}
