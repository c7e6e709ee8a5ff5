// /chat/moderation: members' photos waiting for staff (issue 27 item 7), oldest first. Approving
// shows the photo as the member's, rejecting removes it; the member's pages hear it at once.
import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@heartline/contracts/i18n';
import { ApiError, MESSAGES, decideModerationImage, showToast, listModerationImages, useLocaleFormat } from '@heartline/contracts';
import { Button, EmptyState, Skeleton } from '@heartline/ui';
import { queryKeys } from '../../lib/query-keys';
import '../../styles/panel.css';
import '../../styles/staff.css';

export function ModerationPage() {
  const { t } = useTranslation('agent');
  const format = useLocaleFormat();
  const id = useId();
  const queryClient = useQueryClient();
  const waiting = useQuery({
    queryKey: queryKeys.moderation(),
    queryFn: ({ signal }) => listModerationImages({ signal }),
    refetchInterval: 30_000,
  });
  const decide = useMutation({
    mutationFn: ({ photoId, decision }: { photoId: string; decision: 'approve' | 'reject' }) => decideModerationImage(photoId, decision),
    onSuccess: (answer) => {
      showToast(answer.message, 'success');
      return queryClient.invalidateQueries({ queryKey: queryKeys.moderation() });
    },
    onError: (error) => showToast(error instanceof ApiError && error.status < 500 ? error.message : MESSAGES.agentActionFailed, 'error'),
  });

  return (
    <section className="agent-panel" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('moderation.title')}</h1>
      {waiting.isError ? (
        <p className="notice notice-warning" role="alert">
          {t('moderation.failed')}
        </p>
      ) : !waiting.data ? (
        <div aria-busy="true">
          <Skeleton shape="card" />
        </div>
      ) : waiting.data.images.length === 0 ? (
        <EmptyState picture="empty" headingLevel={2} title={t('moderation.none')}>
          {t('moderation.none-text')}
        </EmptyState>
      ) : (
        <>
          <p className="agent-muted" role="status">
            {t('moderation.waiting', { count: waiting.data.total })}
          </p>
          <ul className="agent-moderation-grid">
            {waiting.data.images.map((item) => (
              <li key={item.image._id} className="agent-moderation-item" data-testid="moderation-photo">
                <img src={item.image.path.medium} alt={t('moderation.photo-of', { member: item.user.username })} loading="lazy" />
                <p>
                  <strong>{item.user.username}</strong> <time dateTime={item.uploadedAt}>{format.dateTime(item.uploadedAt, 'short')}</time>
                </p>
                <div className="agent-moderation-actions">
                  <Button
                    size="sm"
                    loading={decide.isPending && decide.variables?.photoId === item.image._id && decide.variables.decision === 'approve'}
                    onClick={() => decide.mutate({ photoId: item.image._id, decision: 'approve' })}
                    aria-label={t('moderation.approve-of', { member: item.user.username })}
                  >
                    {t('moderation.approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    loading={decide.isPending && decide.variables?.photoId === item.image._id && decide.variables.decision === 'reject'}
                    onClick={() => decide.mutate({ photoId: item.image._id, decision: 'reject' })}
                    aria-label={t('moderation.reject-of', { member: item.user.username })}
                  >
                    {t('moderation.reject')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
