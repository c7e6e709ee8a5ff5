// Pause with a reason (agent spec §4): the dialog Pause opens, in a chunk of its own loaded when it
// first opens (session-bar.tsx).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { BREAK_REASON_MAX_LENGTH } from '@heartline/contracts/rules';
import { Button, Dialog, TextField } from '@heartline/ui';

interface PauseDialogProps {
  busy: boolean;
  /** Pauses the work session with the reason; true once it is paused. */
  pause: (reason: string) => Promise<boolean>;
  onClose: () => void;
}

export function PauseDialog({ busy, pause, onClose }: PauseDialogProps) {
  const { t } = useTranslation('agent');
  const id = useId();
  const [reason, setReason] = useState('');

  const submitPause = async (event: FormEvent) => {
    event.preventDefault();
    if (await pause(reason)) onClose();
  };

  return (
    <Dialog title={t('session.pause-title')} onClose={onClose} closeLabel={t('close')}>
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
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
