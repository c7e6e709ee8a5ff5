// The break and end-session controls (agent spec §2, §4): the status, the session and break
// timers (counting up), the break interval (counting down from 3600 s after a pause), Start,
// Pause with a reason, Stop.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { BREAK_REASON_MAX_LENGTH, formatDuration } from '@heartline/contracts/rules';
import { Button, Dialog, TextField } from '@heartline/ui';
import { useNow } from '../../../lib/use-now';
import { breakIntervalAt, breakSecondsAt, sessionSecondsAt } from './work-session';
import { useWorkSession } from './use-work-session';

export function SessionBar({ pauseOpen, onPauseOpenChange }: { pauseOpen: boolean; onPauseOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('agent');
  const { state, busy, start, pause, stop, leader } = useWorkSession();
  const current = useNow();
  const id = useId();
  const [reason, setReason] = useState('');

  const submitPause = async (event: FormEvent) => {
    event.preventDefault();
    if (await pause(reason)) {
      setReason('');
      onPauseOpenChange(false);
    }
  };

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
        <Dialog title={t('session.pause-title')} onClose={() => onPauseOpenChange(false)} closeLabel={t('close')}>
          <form className="form" onSubmit={(event) => void submitPause(event)}>
            <TextField
              id={`${id}-reason`}
              label={t('session.pause-reason')}
              hint={t('session.pause-hint')}
              maxLength={BREAK_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="agent-dialog-actions">
              <Button type="submit" loading={busy}>
                {t('session.pause-confirm')}
              </Button>
              <Button type="button" variant="secondary" onClick={() => onPauseOpenChange(false)}>
                {t('cancel')}
              </Button>
            </div>
          </form>
        </Dialog>
      )}
    </section>
  );
}
