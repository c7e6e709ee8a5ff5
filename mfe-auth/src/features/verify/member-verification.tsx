import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@heartline/contracts/i18n';
import { Trans } from '@heartline/contracts/trans';
import { useNavigate } from '@heartline/contracts/router';
import {
  AUTHENTICATED_HOME,
  MESSAGES,
  bus,
  getVerificationStatus,
  heldForVerificationAtom,
  showToast,
  userAtom,
  type ResendEmailResponse,
  type VerificationStatus,
} from '@heartline/contracts';
import { Button } from '@heartline/ui';
import { queryKeys } from '../../lib/query-keys';
import { ChangeEmailForm } from './change-email-form';
import { CodeForm } from './code-form';
import { ResendPanel } from './resend-panel';

type Address = { email: string; nextResendAt: number };

/**
 * "Check your inbox": why the member is here, the address, the code, resend with its countdown and
 * change email. The page leaves for the page the member asked for (the profiles by default) as soon
 * as the member is verified, whether by the code here or
 * by the link opened elsewhere (the shell reloads the member on the socket's userUpdate).
 */
export function MemberVerification() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  // The page the member asked for when the shell held them here (the profiles after a sign-in).
  const heldFrom = useAtomValue(heldForVerificationAtom);
  const memberId = user?._id;
  const queryClient = useQueryClient();
  // "Try again" asks again; the resend and change-email answers carry the new address and time.
  const status = useQuery({ queryKey: queryKeys.verificationStatus(), queryFn: () => getVerificationStatus() });
  const [changing, setChanging] = useState(false);
  const [verifiedOnArrival] = useState(user?.emailValidated === true);
  const address: Address | undefined = status.data && { email: status.data.email, nextResendAt: status.data.nextResendAt };
  const showAddress = (next: Address) =>
    queryClient.setQueryData<VerificationStatus>(queryKeys.verificationStatus(), (known) => known && { ...known, ...next });

  // Verified meanwhile (e.g. the link opened in another tab): the answer says so, and the shell,
  // owner of the member, takes it in.
  const answerSaysVerified = status.data?.emailValidated === true;
  useEffect(() => {
    if (answerSaysVerified && memberId) bus.emit('user:updated', { _id: memberId, emailValidated: true });
  }, [answerSaysVerified, memberId]);

  const verified = user?.emailValidated === true;
  useEffect(() => {
    if (!verified) return;
    showToast(verifiedOnArrival ? MESSAGES.alreadyVerified : MESSAGES.emailVerified, verifiedOnArrival ? 'info' : 'success');
    // A failed navigation lands in the router's error element; nothing to wait for here.
    void navigate(heldFrom ?? AUTHENTICATED_HOME, { replace: true });
  }, [verified, verifiedOnArrival, navigate, heldFrom]);

  const onNewAddress = (answer: ResendEmailResponse) => {
    showAddress({ email: answer.email, nextResendAt: answer.nextResendAt });
    setChanging(false);
    showToast(MESSAGES.verificationSent, 'success');
    bus.emit('user:refresh', undefined);
  };

  return (
    <section className="card verify-card" aria-labelledby="verify-title">
      <h1 id="verify-title">{t('verify.title')}</h1>
      {heldFrom && <p className="notice verify-held">{t('verify.held')}</p>}
      {status.isPending && <p role="status">{t('verify.loading')}</p>}
      {status.isError && !address && (
        <div>
          <p role="alert" className="field-error">
            {MESSAGES.generic}
          </p>
          <Button variant="secondary" onClick={() => void status.refetch()}>
            {t('verify.retry')}
          </Button>
        </div>
      )}
      {address && (
        <>
          <p data-testid="verify-address">
            <Trans t={t} i18nKey="verify.sent-to" values={{ email: address.email }} components={{ strong: <strong /> }} />
          </p>
          <CodeForm userId={user?._id ?? null} />
          <p className="field-hint">{t('verify.no-mail')}</p>
          <ResendPanel
            nextResendAt={address.nextResendAt}
            onSent={(answer) => showAddress({ email: answer.email, nextResendAt: answer.nextResendAt })}
            onWait={(nextResendAt) => showAddress({ email: address.email, nextResendAt })}
          />
          {changing ? (
            <ChangeEmailForm onChanged={onNewAddress} onCancel={() => setChanging(false)} />
          ) : (
            <Button variant="link" className="verify-change" onClick={() => setChanging(true)}>
              {t('verify.change')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
