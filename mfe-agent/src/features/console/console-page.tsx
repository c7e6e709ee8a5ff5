// /chat: the agent's console (agent spec §2, §4). The work session (start, pause, stop and its
// timers), the queue's counts (every 3 s while online, and at once when the agent channel says a
// member wrote), the claim of the next conversation and the reply to it, keyboard first ('?'
// lists the shortcuts). Only the leading tab plays the tone and shows desktop notifications.
import { useCallback, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@heartline/contracts/i18n';
import {
  MESSAGES,
  claimNext,
  getQueue,
  sessionRoleAtom,
  showToast,
  ApiError,
  type AgentConversation,
  type StaffChannelEvent,
  type StockQueueCounts,
} from '@heartline/contracts';
import { AGENT_REFRESH_MS } from '@heartline/contracts/rules';
import { Button, EmptyState } from '@heartline/ui';
import { queryKeys } from '../../lib/query-keys';
import { staffLogoutText } from '../../lib/logout-text';
import { canAskForNotifications, notifyDesktop, playTone } from '../../lib/alerts';
import { ClaimedConversation, type ClaimedConversationHandle } from './conversation/claimed-conversation';
import { QueuePanel } from './queue/queue-panel';
import { useStaffChannel } from './realtime/use-staff-channel';
import { SessionBar } from './session/session-bar';
import { WorkSessionProvider, useWorkSession } from './session/use-work-session';
import { ShortcutsDialog, useConsoleShortcuts } from './shortcuts';
import '../../styles/console.css';

export function ConsolePage() {
  return (
    <WorkSessionProvider>
      <Console />
    </WorkSessionProvider>
  );
}

function Console() {
  const { t } = useTranslation('agent');
  const session = useWorkSession();
  const role = useAtomValue(sessionRoleAtom);
  const queryClient = useQueryClient();
  const online = session.state.status === 'online';
  const [claim, setClaim] = useState<AgentConversation | null>(null);
  const [claiming, setClaiming] = useState(false);
  const [pauseOpen, setPauseOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [askNotifications, setAskNotifications] = useState(canAskForNotifications);
  const conversationRef = useRef<ClaimedConversationHandle>(null);
  const [wasOnline, setWasOnline] = useState(online);

  const queue = useQuery({
    queryKey: queryKeys.queue(),
    queryFn: ({ signal }) => getQueue({ signal }),
    // The conversation refresh of spec §4: every 3 s while the session runs; a break stops it.
    refetchInterval: online ? AGENT_REFRESH_MS : false,
    enabled: role !== null,
  });

  // A break or the end of the session gives the claimed conversation back (the server does too).
  if (online !== wasOnline) {
    setWasOnline(online);
    if (!online) setClaim(null);
  }

  const onEvent = (event: StaffChannelEvent | { type: 'queueCounts'; data: StockQueueCounts }) => {
    switch (event.type) {
      case 'logout':
        session.forceLogout(staffLogoutText(event.data.reason));
        return;
      case 'queueCounts':
        queryClient.setQueryData(queryKeys.queue(), event.data);
        return;
      case 'messageQueued': {
        void queryClient.invalidateQueries({ queryKey: queryKeys.queue() });
        if (claim?.conversation._id === event.data.conversationId) {
          conversationRef.current?.catchUp();
          return;
        }
        if (session.leader && online) {
          playTone();
          notifyDesktop(t('alerts.title'), t('alerts.body'));
        }
        return;
      }
      default:
        return;
    }
  };
  const channel = useStaffChannel({ onEvent, onUnauthorised: (reason) => session.forceLogout(reason) });

  const claimNextConversation = async () => {
    if (!online || claiming || claim) return;
    setClaiming(true);
    try {
      const answer = await claimNext();
      if (answer.claim) setClaim(answer.claim);
      else showToast(answer.message ?? MESSAGES.queueEmpty, 'info');
      void queryClient.invalidateQueries({ queryKey: queryKeys.queue() });
    } catch (failure) {
      showToast(failure instanceof ApiError && failure.status < 500 ? failure.message : MESSAGES.agentActionFailed, 'error');
    } finally {
      setClaiming(false);
    }
  };

  const onExpired = useCallback(() => {
    setClaim(null);
    showToast(t('conversation.expired'), 'info');
    void queryClient.invalidateQueries({ queryKey: queryKeys.queue() });
  }, [queryClient, t]);
  const { forceLogout } = session;
  const onReplyTimerLapse = useCallback(() => forceLogout(MESSAGES.replyTimerLapse, { stopFirst: true }), [forceLogout]);

  useConsoleShortcuts({
    help: () => setHelpOpen(true),
    claim: () => void claimNextConversation(),
    focusReply: () => conversationRef.current?.focusReply(),
    send: () => conversationRef.current?.send(),
    pause: () => online && setPauseOpen(true),
    start: () => session.state.status !== 'online' && void session.start(),
  });

  return (
    <div className="agent-console">
      <h1 className="visually-hidden">{t('console.title')}</h1>
      <SessionBar pauseOpen={pauseOpen} onPauseOpenChange={setPauseOpen} />
      {channel.state === 'offline' && (
        <p className="notice notice-warning agent-channel-offline" role="alert">
          {t('channel.offline')}{' '}
          <Button size="sm" variant="secondary" onClick={channel.reconnect}>
            {t('channel.reconnect')}
          </Button>
        </p>
      )}
      <div className="agent-workspace">
        <QueuePanel
          counts={queue.data}
          failed={queue.isError}
          blocked={!online ? 'offline' : claim ? 'holding' : null}
          claiming={claiming}
          onClaim={() => void claimNextConversation()}
        />
        <div className="agent-work">
          {claim ? (
            <ClaimedConversation
              key={claim.conversation._id}
              ref={conversationRef}
              claim={claim}
              isAdmin={role === 'admin'}
              onExpired={onExpired}
              onReplyTimerLapse={onReplyTimerLapse}
            />
          ) : (
            <EmptyState picture="empty" headingLevel={2} title={online ? t('conversation.none') : t('conversation.start')}>
              {online ? t('conversation.none-text') : t('conversation.start-text')}
            </EmptyState>
          )}
          {claim && (
            <p className="agent-muted agent-next-hint">
              <Button size="sm" variant="secondary" onClick={() => setClaim(null)}>
                {t('conversation.done')}
              </Button>{' '}
              {t('conversation.done-hint')}
            </p>
          )}
        </div>
      </div>
      <footer className="agent-console-footer">
        <Button size="sm" variant="link" onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
          {t('shortcuts.open')}
        </Button>
        {askNotifications && (
          <Button
            size="sm"
            variant="link"
            onClick={() => void Notification.requestPermission().finally(() => setAskNotifications(canAskForNotifications()))}
          >
            {t('alerts.enable')}
          </Button>
        )}
      </footer>
      {helpOpen && <ShortcutsDialog onClose={() => setHelpOpen(false)} />}
    </div>
  );
}
