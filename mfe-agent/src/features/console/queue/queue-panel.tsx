// The queue view (agent spec §2, §3): the waiting work of the agent's brands per stock, the
// conversations the agent holds where the member wrote again (the counts leave them out: nobody
// else may claim them until the claim ends), and the claim of the next conversation (the agent's
// own first, then VIP members, then the oldest wait).
import { useTranslation } from '@heartline/contracts/i18n';
import type { StockQueueCounts } from '@heartline/contracts';
import { Button } from '@heartline/ui';

const STOCKS = ['MessageStock', 'FollowUpStock', 'MeetUpStock'] as const;

interface QueuePanelProps {
  counts: StockQueueCounts | undefined;
  /** The conversations the agent holds where the member wrote again. */
  held: number;
  failed: boolean;
  /** Why the claim is not open now: no session, or a conversation held. */
  blocked: 'offline' | 'holding' | null;
  claiming: boolean;
  onClaim: () => void;
}

export function QueuePanel({ counts, held, failed, blocked, claiming, onClaim }: QueuePanelProps) {
  const { t } = useTranslation('agent');
  return (
    <section className="agent-queue" aria-labelledby="agent-queue-title">
      <h2 id="agent-queue-title">{t('queue.title')}</h2>
      {failed && !counts ? (
        <p className="notice notice-warning" role="alert">
          {t('queue.failed')}
        </p>
      ) : (
        <dl className="agent-queue-counts" aria-busy={counts ? undefined : true}>
          {STOCKS.map((stock) => (
            <div key={stock} className="agent-queue-count" data-testid={`queue-${stock}`}>
              <dt>{t(`queue.${stock}`)}</dt>
              <dd>{counts ? counts[stock] : '–'}</dd>
            </div>
          ))}
          <div className="agent-queue-count agent-queue-total" data-testid="queue-total">
            <dt>{t('queue.total')}</dt>
            <dd>{counts ? counts.total : '–'}</dd>
          </div>
        </dl>
      )}
      {held > 0 && (
        <p className="notice agent-queue-held" role="status" data-testid="queue-held">
          {t('queue.held', { count: held })}
        </p>
      )}
      <Button block onClick={onClaim} disabled={blocked !== null} loading={claiming} aria-keyshortcuts="Alt+N">
        {t('queue.claim')}
      </Button>
      {blocked && <p className="agent-muted">{blocked === 'offline' ? t('queue.start-first') : t('queue.finish-first')}</p>}
    </section>
  );
}
