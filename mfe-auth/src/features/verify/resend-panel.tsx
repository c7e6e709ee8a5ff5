import { useId, useState } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { ApiError, MESSAGES, bus, resendVerificationEmail, showToast, type ResendEmailResponse } from '@heartline/contracts';
import { Button } from '@heartline/ui';
import { formatCountdown, useCountdown } from './use-countdown';
import { nextResendAtOf, verificationFailureMessage } from './verification-failure';

interface ResendPanelProps {
  nextResendAt: number;
  onSent: (answer: ResendEmailResponse) => void;
  /** The server refused but named a later time. */
  onWait: (nextResendAt: number) => void;
}

/** "Resend email", blocked by a visible m:ss countdown until the server allows another email. */
export function ResendPanel({ nextResendAt, onSent, onWait }: ResendPanelProps) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const resend = async () => {
    setSending(true);
    setProblem(null);
    try {
      const answer = await resendVerificationEmail();
      showToast(MESSAGES.verificationResent, 'success');
      onSent(answer);
    } catch (failure) {
      setProblem(verificationFailureMessage(failure));
      // 409: already verified (the link opened elsewhere); the reloaded member takes the page on.
      if (failure instanceof ApiError && failure.status === 409) bus.emit('user:refresh', undefined);
      const later = nextResendAtOf(failure);
      if (later !== undefined) onWait(later);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="verify-resend">
      <ResendButton key={nextResendAt} until={nextResendAt} sending={sending} onResend={() => void resend()} />
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

function ResendButton({ until, sending, onResend }: { until: number; sending: boolean; onResend: () => void }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const left = useCountdown(until);
  return (
    <>
      <Button
        variant="secondary"
        disabled={left > 0}
        loading={sending}
        aria-describedby={left > 0 ? `${id}-wait` : undefined}
        onClick={onResend}
      >
        {sending ? t('verify.resending') : t('verify.resend')}
      </Button>
      {left > 0 && (
        <p id={`${id}-wait`} className="field-hint">
          {t('verify.resend-wait', { time: formatCountdown(left) })}
        </p>
      )}
    </>
  );
}
