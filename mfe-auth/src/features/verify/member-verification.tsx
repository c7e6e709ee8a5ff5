import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useTranslation } from '@heartline/contracts/i18n';
import { useNavigate } from '@heartline/contracts/router';
import { AUTHENTICATED_HOME, MESSAGES, bus, getVerificationStatus, showToast, userAtom, type ResendEmailResponse } from '@heartline/contracts';
import { ChangeEmailForm } from './change-email-form';
import { CodeForm } from './code-form';
import { ResendPanel } from './resend-panel';

type Address = { email: string; nextResendAt: number };

/**
 * "Check your inbox": the address, the code, resend with its countdown and change email. The
 * page leaves for the profiles as soon as the member is verified, whether by the code here or
 * by the link opened elsewhere (the shell reloads the member on the socket's userUpdate).
 */
export function MemberVerification() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const memberId = user?._id;
  // Each attempt loads the status once; "Try again" starts another.
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ attempt: number; address: Address | null } | null>(null);
  const [changing, setChanging] = useState(false);
  const [verifiedOnArrival] = useState(user?.emailValidated === true);

  useEffect(() => {
    let live = true;
    getVerificationStatus().then(
      (answer) => {
        if (!live) return;
        setLoaded({ attempt, address: { email: answer.email, nextResendAt: answer.nextResendAt } });
        // Verified meanwhile (e.g. the link opened in another tab): the answer says so, and the
        // shell, owner of the member, takes it in.
        if (answer.emailValidated && memberId) bus.emit('user:updated', { _id: memberId, emailValidated: true });
      },
      () => {
        if (live) setLoaded({ attempt, address: null });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, memberId]);
  const status = loaded?.attempt === attempt ? loaded : null;
  const showAddress = (address: Address) => setLoaded({ attempt, address });

  const verified = user?.emailValidated === true;
  useEffect(() => {
    if (!verified) return;
    showToast(verifiedOnArrival ? MESSAGES.alreadyVerified : MESSAGES.emailVerified, verifiedOnArrival ? 'info' : 'success');
    navigate(AUTHENTICATED_HOME, { replace: true });
  }, [verified, verifiedOnArrival, navigate]);

  const onNewAddress = (answer: ResendEmailResponse) => {
    showAddress({ email: answer.email, nextResendAt: answer.nextResendAt });
    setChanging(false);
    showToast(MESSAGES.verificationSent, 'success');
    bus.emit('user:refresh', undefined);
  };

  return (
    <section className="card verify-card" aria-labelledby="verify-title">
      <h1 id="verify-title">{t('verify.title')}</h1>
      {!status && <p role="status">{t('verify.loading')}</p>}
      {status && !status.address && (
        <div>
          <p role="alert" className="field-error">
            {MESSAGES.generic}
          </p>
          <button type="button" className="button button-ghost" onClick={() => setAttempt((n) => n + 1)}>
            {t('verify.retry')}
          </button>
        </div>
      )}
      {status?.address && (
        <>
          <p data-testid="verify-address">
            <Trans t={t} i18nKey="verify.sent-to" values={{ email: status.address.email }} components={{ strong: <strong /> }} />
          </p>
          <CodeForm userId={user?._id ?? null} />
          <p className="field-hint">{t('verify.no-mail')}</p>
          <ResendPanel
            nextResendAt={status.address.nextResendAt}
            onSent={(answer) => showAddress({ email: answer.email, nextResendAt: answer.nextResendAt })}
            onWait={(nextResendAt) => showAddress({ email: status.address!.email, nextResendAt })}
          />
          {changing ? (
            <ChangeEmailForm onChanged={onNewAddress} onCancel={() => setChanging(false)} />
          ) : (
            <button type="button" className="button-link" onClick={() => setChanging(true)}>
              {t('verify.change')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
