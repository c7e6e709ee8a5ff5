// /chat: the queue and the claimed conversation (its code loads with the first claim), in the
// console's frame.
import { Suspense } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { Button, EmptyState, Skeleton } from '@heartline/ui';
import { useConsole } from './console-context';
import { LazyClaimedConversation } from './conversation/lazy-claimed-conversation';
import { QueuePanel } from './queue/queue-panel';

export function QueuePage() {
  const { t } = useTranslation('agent');
  const { online, queue, claim, claiming, claimNext, done, conversationRef, onExpired, onReplyTimerLapse, isAdmin } = useConsole();
  return (
    <div className="agent-workspace">
      <h1 className="visually-hidden">{t('console.title')}</h1>
      <QueuePanel
        counts={queue.counts}
        held={queue.held.length}
        failed={queue.failed}
        blocked={!online ? 'offline' : claim ? 'holding' : null}
        claiming={claiming}
        onClaim={claimNext}
      />
      <div className="agent-work">
        {claim ? (
          <Suspense
            fallback={
              <div role="status" aria-label={t('conversation.loading')} aria-busy="true">
                <Skeleton lines={6} />
              </div>
            }
          >
            <LazyClaimedConversation
              key={claim.conversation._id}
              ref={conversationRef}
              claim={claim}
              onExpired={onExpired}
              onReplyTimerLapse={onReplyTimerLapse}
              isAdmin={isAdmin}
            />
          </Suspense>
        ) : (
          <EmptyState picture="empty" headingLevel={2} title={online ? t('conversation.none') : t('conversation.start')}>
            {online ? t('conversation.none-text') : t('conversation.start-text')}
          </EmptyState>
        )}
        {claim && (
          <p className="agent-muted agent-next-hint">
            <Button size="sm" variant="secondary" onClick={done}>
              {t('conversation.done')}
            </Button>{' '}
            {t('conversation.done-hint')}
          </p>
        )}
      </div>
    </div>
  );
}
