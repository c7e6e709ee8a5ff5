// The console's work session for every part of the page (agent spec §4): start, pause with a
// reason (once per hour: the console says how long is left before asking the server, which
// enforces it too), stop, and the forced logouts. The session is kept in local storage (the
// preserved flags: the logout clears it) and shared with the agent's other tabs; the leading tab
// restarts a preserved session or break when no other tab has been heard for RESTORE_STALE_MS.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError, MESSAGES, bus, now, showToast, updateAgentStatus, type AgentStatus } from '@heartline/contracts';
import { RESTORE_CHECK_MS, RESTORE_STALE_MS, formatTimeLeft, pauseOncePerHour } from '@heartline/contracts/rules';
import { keepLogoutReason } from '../../../lib/logout-reason';
import { joinConsoleTabs, type ConsoleTabs } from './console-tabs';
import { OFFLINE, applyStatus, mayPause, parseWorkSession, type WorkSessionState } from './work-session';

export const SESSION_STORAGE_KEY = 'heartline.agent.work-session';

export interface WorkSession {
  state: WorkSessionState;
  /** This tab leads: it restores, plays sounds and shows notifications. */
  leader: boolean;
  /** A status change is on its way to the server. */
  busy: boolean;
  start(): Promise<void>;
  /** True when the break started. */
  pause(reason: string): Promise<boolean>;
  stop(): Promise<void>;
  /** Ends the console's session with a reason ('Reply timer lapse', 'New device login'). */
  forceLogout(reason: string, options?: { stopFirst?: boolean }): void;
}

const WorkSessionContext = createContext<WorkSession | null>(null);

export function useWorkSession(): WorkSession {
  const session = useContext(WorkSessionContext);
  if (!session) throw new Error('useWorkSession needs a WorkSessionProvider');
  return session;
}

function readStored(): WorkSessionState {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    return raw ? parseWorkSession(JSON.parse(raw)) : OFFLINE;
  } catch {
    return OFFLINE;
  }
}

function store(state: WorkSessionState): void {
  try {
    if (state.status === 'offline' && state.pauseAllowedAt === null) localStorage.removeItem(SESSION_STORAGE_KEY);
    else localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Without storage the session lives as long as the tab.
  }
}

const failureText = (failure: unknown) =>
  failure instanceof ApiError && failure.status < 500 && failure.message ? failure.message : MESSAGES.agentActionFailed;

export function WorkSessionProvider({ children, tabs: givenTabs }: { children: ReactNode; tabs?: ConsoleTabs }) {
  const [state, setState] = useState<WorkSessionState>(readStored);
  const [leader, setLeader] = useState(false);
  const [busy, setBusy] = useState(false);
  const stateRef = useRef(state);
  const tabsRef = useRef<ConsoleTabs | null>(null);
  /** This tab runs the session (started, changed or restored it here). */
  const runningHere = useRef(false);

  const change = useCallback((next: WorkSessionState, { broadcast = true } = {}) => {
    stateRef.current = next;
    setState(next);
    store(next);
    if (broadcast) tabsRef.current?.broadcast({ type: 'session', state: next });
  }, []);

  useEffect(() => {
    const tabs = givenTabs ?? joinConsoleTabs();
    tabsRef.current = tabs;
    const offLeadership = tabs.onLeadership(setLeader);
    const offMessages = tabs.subscribe((message) => {
      runningHere.current = false;
      change(message.state, { broadcast: false });
    });
    return () => {
      offLeadership();
      offMessages();
      if (!givenTabs) tabs.close();
      tabsRef.current = null;
    };
  }, [givenTabs, change]);

  const send = useCallback(
    async (status: AgentStatus, reason?: string): Promise<boolean> => {
      setBusy(true);
      try {
        const answer = await updateAgentStatus(status, reason);
        runningHere.current = answer.status !== 'offline';
        change(applyStatus(stateRef.current, answer, now()));
        return true;
      } catch (failure) {
        showToast(failureText(failure), 'error');
        return false;
      } finally {
        setBusy(false);
      }
    },
    [change],
  );

  // The restore check (agent spec §4): every RESTORE_CHECK_MS the leading tab either says the
  // session it runs is alive, or restarts a preserved one nobody has spoken for in RESTORE_STALE_MS.
  useEffect(() => {
    const timer = setInterval(() => {
      const tabs = tabsRef.current;
      const current = stateRef.current;
      if (!tabs?.isLeader() || current.status === 'offline') return;
      if (runningHere.current) {
        tabs.broadcast({ type: 'session', state: current });
        return;
      }
      if (now() - tabs.lastHeard() <= RESTORE_STALE_MS) return;
      runningHere.current = true;
      // A break needs nothing of the server (it would refuse a second pause); a session is said again.
      if (current.status === 'online') void send('online');
      else tabs.broadcast({ type: 'session', state: current });
    }, RESTORE_CHECK_MS);
    return () => clearInterval(timer);
  }, [send]);

  const value = useMemo<WorkSession>(
    () => ({
      state,
      leader,
      busy,
      start: async () => {
        await send('online');
      },
      pause: async (reason) => {
        const current = stateRef.current;
        if (!mayPause(current, now())) {
          showToast(pauseOncePerHour(formatTimeLeft((current.pauseAllowedAt ?? 0) - now())), 'warning');
          return false;
        }
        return send('paused', reason.trim() || undefined);
      },
      stop: async () => {
        await send('offline');
      },
      forceLogout: (reason, { stopFirst = false } = {}) => {
        keepLogoutReason(reason);
        runningHere.current = false;
        const done = () => {
          change(OFFLINE, { broadcast: false });
          bus.emit('auth:logout', { reason });
        };
        if (stopFirst)
          void updateAgentStatus('offline')
            .catch(() => undefined)
            .finally(done);
        else done();
      },
    }),
    [state, leader, busy, send, change],
  );

  return <WorkSessionContext.Provider value={value}>{children}</WorkSessionContext.Provider>;
}
