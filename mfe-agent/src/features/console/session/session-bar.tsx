// The break and end-session controls (agent spec §2, §4): the status, the session and break
// timers (counting up), the break interval (counting down from 3600 s after a pause), Start,
// Pause with a reason, Stop.
import { Suspense, lazy } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { formatDuration } from '@heartline/contracts/rules';
import { Button } from '@heartline/ui';
import { useNow } from '../../../lib/use-now';
import { breakIntervalAt, breakSecondsAt, sessionSecondsAt } from './work-session';
import { useWorkSession } from './use-work-session';

/** The pause dialog loads when it first opens (pause-dialog.tsx): opening the console stays within 80 KB gzip (issue 27). */
const PauseDialog = lazy(() => import('./pause-dialog').then((module) => ({ default: module.PauseDialog })));

export function SessionBar({ pauseOpen, onPauseOpenChange }: { pauseOpen: boolean; onPauseOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('agent');
  const { state, busy, start, pause, stop, leader } = useWorkSession();
  const current = useNow();

  return (
    <section className="agent-session-bar" aria-label={t('session.label')}>
      <p className={`agent-status agent-status-${state.status}`} role="status" data-testid="agent-status">
        <span className="agent-status-dot" aria-hidden="true" />
        {t(`session.status.${state.status}`)}
        {state.status === 'paused' && state.breakReason ? <span className="agent-break-reason"> · {state.breakReason}</span> : null}
      </p>
      <dl className="agent-timers">
        <div>
          <dt>{t('session.session-timer')}</dt>
          <dd data-testid="session-timer">{formatDuration(sessionSecondsAt(state, current))}</dd>
        </div>
        <div>
          <dt>{t('session.break-timer')}</dt>
          <dd data-testid="break-timer">{formatDuration(breakSecondsAt(state, current))}</dd>
        </div>
        <div>
          <dt>{t('session.break-interval')}</dt>
          <dd data-testid="break-interval">{formatDuration(breakIntervalAt(state, current))}</dd>
        </div>
      </dl>
      <div className="agent-session-actions">
        {state.status !== 'online' && (
          <Button size="sm" onClick={() => void start()} loading={busy} aria-keyshortcuts="Alt+S">
            {state.status === 'paused' ? t('session.resume') : t('session.start')}
          </Button>
        )}
        {state.status === 'online' && (
          <Button size="sm" variant="secondary" onClick={() => onPauseOpenChange(true)} aria-keyshortcuts="Alt+P">
            {t('session.pause')}
          </Button>
        )}
        {state.status !== 'offline' && (
          <Button size="sm" variant="ghost" onClick={() => void stop()} loading={busy}>
            {t('session.stop')}
          </Button>
        )}
      </div>
      {!leader && <p className="agent-follower-note">{t('session.follower')}</p>}
      {pauseOpen && (
        <Suspense fallback={null}>
          <PauseDialog busy={busy} pause={pause} onClose={() => onPauseOpenChange(false)} />
        </Suspense>
      )}
    </section>
  );
}
