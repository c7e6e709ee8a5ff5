// The console's frame for every /chat page (agent spec §2, §4): the work session (start, pause,
// stop and its timers), the agent channel, the queue's counts (every 3 s while online, and at once
// when the channel says a member wrote) and the claimed conversation, which stay while an admin
// looks conversations up; the pages below it (the queue, the lookup) are its outlet. Keyboard
// first ('?' lists the shortcuts). Only the leading tab plays the tone and shows notifications.
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@heartline/contracts/i18n';
import {
  MESSAGES,
  authAtom,
  claimNext,
  readTokenClaims,
  getQueue,
  sessionRoleAtom,
  showToast,
  now,
  ApiError,
  type AgentConversation,
  type MessageQueuedNotice,
  type QueueAnswer,
  type StaffChannelEvent,
} from '@heartline/contracts';
import { AGENT_REFRESH_MS } from '@heartline/contracts/rules';
import { Button } from '@heartline/ui';
import { NavLink, Outlet } from '@heartline/contracts/router';
import { queryKeys } from '../../lib/query-keys';
import { notesChanged } from '../../lib/notes-cache';
import { staffLogoutText } from '../../lib/logout-text';
import { canAskForNotifications, createAlertGate, notifyDesktop, playTone } from '../../lib/alerts';
import type { ClaimedConversationHandle } from './conversation/claimed-conversation';
import { loadClaimedConversation } from './conversation/lazy-claimed-conversation';
import type { ConsoleContext } from './console-context';
import { PresenceContext } from '../../lib/presence';
import { useConversationPresence } from './realtime/use-presence';
import { useStaffChannel } from './realtime/use-staff-channel';
import { SessionBar } from './session/session-bar';
import { WorkSessionProvider, useWorkSession } from './session/use-work-session';
import { useConsoleShortcuts } from './shortcuts';
import '../../styles/console.css';

/** The '?' dialog loads when it first opens (shortcuts-dialog.tsx). */
const ShortcutsDialog = lazy(() => import('./shortcuts-dialog').then((module) => ({ default: module.ShortcutsDialog })));

export function ConsoleFrame() {
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
  const selfId = readTokenClaims(useAtomValue(authAtom).token)?.sub ?? null;
  const queryClient = useQueryClient();
  const online = session.state.status === 'online';
  const [claim, setClaim] = useState<AgentConversation | null>(null);
  const [claiming, setClaiming] = useState(false);
  const [pauseOpen, setPauseOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [askNotifications, setAskNotifications] = useState(canAskForNotifications);
  const conversationRef = useRef<ClaimedConversationHandle>(null);
  const alertGate = useRef(createAlertGate());
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

  // Who else is looking: the channel's send, once the channel exists (below).
  const sendRef = useRef<(frame: { type: string; data?: unknown }) => boolean>(() => false);
  const presence = useConversationPresence(selfId, (frame) => sendRef.current(frame));

  // A member's line in a conversation this agent still holds: its own to answer (the counts leave it
  // out, as nobody else may claim it), listed until the next GET /queue says otherwise.
  const heldWaiting = ({ conversationId, heldUntil }: MessageQueuedNotice) =>
    queryClient.setQueryData<QueueAnswer>(queryKeys.queue(), (old) => {
      if (!old || !heldUntil || old.held.some((held) => held.conversationId === conversationId)) return old;
      return { ...old, held: [...old.held, { conversationId, claimExpiresAt: heldUntil }] };
    });

  const onEvent = (event: StaffChannelEvent) => {
    switch (event.type) {
      case 'logout':
        session.forceLogout(staffLogoutText(event.data.reason));
        return;
      case 'queueCounts':
        // The counts of the agent's brands, as all their staff get them; what this agent holds is its own.
        queryClient.setQueryData<QueueAnswer>(queryKeys.queue(), (old) => ({ ...event.data, held: old?.held ?? [] }));
        return;
      case 'conversationViewers':
        presence.receive(event.data);
        return;
      case 'notesChanged':
        // Another staff member changed notes or a memo this console shows: its panels redraw.
        notesChanged(queryClient, event.data);
        return;
      case 'messageQueued': {
        // The counts come as their own frame (queueCounts) when the queue changes: asking GET /queue
        // here too made every console one request per member message of its brands.
        if (claim?.conversation._id === event.data.conversationId) {
          conversationRef.current?.catchUp();
          return;
        }
        // Held by someone else: theirs until the claim ends (the server tells only the holder; a
        // notice from an older server would still not be this agent's work).
        if (event.data.heldBy !== undefined && event.data.heldBy !== selfId) return;
        const mine = event.data.heldBy !== undefined;
        if (mine) heldWaiting(event.data);
        if (session.leader && online && alertGate.current(now())) {
          playTone();
          notifyDesktop(t('alerts.title'), t(mine ? 'alerts.held-body' : 'alerts.body'));
        }
        return;
      }
      default:
        return;
    }
  };
  const channel = useStaffChannel({ onEvent, onUnauthorised: (reason) => session.forceLogout(reason) });
  useEffect(() => {
    sendRef.current = channel.send;
  });
  // A (re)connected socket is new to the server: it hears again which conversations this tab shows.
  const { reannounce } = presence;
  useEffect(() => {
    if (channel.state === 'open') reannounce();
  }, [channel.state, reannounce]);

  const claimNextConversation = async () => {
    if (!online || claiming || claim) return;
    setClaiming(true);
    // The conversation's code loads while the server picks the conversation.
    void loadClaimedConversation();
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

  // A break or the end of the session gave the claims back; an ended claim is anyone's again (and
  // the line is in the counts), so the list redraws when the soonest claim ends.
  const held = online ? (queue.data?.held ?? []).filter((one) => Date.parse(one.claimExpiresAt) > now()) : [];
  const soonestEnd = Math.min(...held.map((one) => Date.parse(one.claimExpiresAt)));
  const [, redraw] = useState(0);
  useEffect(() => {
    if (!Number.isFinite(soonestEnd)) return undefined;
    const timer = setTimeout(() => redraw((count) => count + 1), Math.max(0, soonestEnd - now()) + 1);
    return () => clearTimeout(timer);
  }, [soonestEnd]);

  const context: ConsoleContext = {
    online,
    isAdmin: role === 'admin',
    queue: { counts: queue.data, held, failed: queue.isError },
    claim,
    claiming,
    claimNext: () => void claimNextConversation(),
    done: () => setClaim(null),
    conversationRef,
    onExpired,
    onReplyTimerLapse,
  };

  useConsoleShortcuts({
    help: () => setHelpOpen(true),
    claim: () => void claimNextConversation(),
    focusReply: () => conversationRef.current?.focusReply(),
    send: () => conversationRef.current?.send(),
    pause: () => online && setPauseOpen(true),
    start: () => session.state.status !== 'online' && void session.start(),
  });

  return (
    <PresenceContext value={presence.presence}>
      <div className="agent-console">
        <SessionBar pauseOpen={pauseOpen} onPauseOpenChange={setPauseOpen} />
        {channel.state === 'offline' && (
          <p className="notice notice-warning agent-channel-offline" role="alert">
            {t('channel.offline')}{' '}
            <Button size="sm" variant="secondary" onClick={channel.reconnect}>
              {t('channel.reconnect')}
            </Button>
          </p>
        )}
        <nav className="agent-console-nav" aria-label={t('nav.label')}>
          <NavLink to="/chat" end>
            {t('nav.queue')}
          </NavLink>
          <NavLink to="/chat/moderation">{t('nav.moderation')}</NavLink>
          {role === 'admin' && (
            <>
              <NavLink to="/chat/lookup">{t('nav.lookup')}</NavLink>
              <NavLink to="/chat/staff">{t('nav.staff')}</NavLink>
              <NavLink to="/chat/members">{t('nav.members')}</NavLink>
            </>
          )}
        </nav>
        <Outlet context={context} />
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
        {helpOpen && (
          <Suspense fallback={null}>
            <ShortcutsDialog onClose={() => setHelpOpen(false)} />
          </Suspense>
        )}
      </div>
    </PresenceContext>
  );
}
