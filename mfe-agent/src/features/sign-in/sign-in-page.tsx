// The console's own sign-in (agent spec §2, §5): staff sign in here, not on the member sign-in.
// While the agent works on another device the API answers 409 'Agent is already logged-in'; the
// agent may take over, which ends the other session at once ('New device login' there). The form
// is the widgets' CredentialsForm, the member sign-in's too; the take-over choice stands in its
// button's place.
import { useId, useState } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import type { SignInRequest } from '@heartline/contracts/schemas';
import { AGENT_HOME, ApiError, MESSAGES, bus, normaliseExpiry, signInAgent } from '@heartline/contracts';
import { Button } from '@heartline/ui';
import { CredentialsForm, type CredentialsFailure } from '@heartline/widgets/credentials-form';
import { readLogoutReason } from '../../lib/logout-reason';
import '../../styles/sign-in.css';

export function SignInPage() {
  const { t } = useTranslation('agent');
  const id = useId();
  const [elsewhere, setElsewhere] = useState<SignInRequest | null>(null);
  const [endedBecause] = useState(readLogoutReason);

  const signIn = async (credentials: SignInRequest): Promise<CredentialsFailure | undefined> => {
    // The take-over signs in with the credentials the 409 answered.
    const takeOver = elsewhere !== null;
    const { username, password } = elsewhere ?? credentials;
    try {
      const answer = await signInAgent(username, password, takeOver);
      setElsewhere(null);
      bus.emit('auth:signed-in', { token: answer.access_token, expiryDate: normaliseExpiry(answer.expires_at), redirectTo: AGENT_HOME });
      return undefined;
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        setElsewhere({ username, password });
        return undefined;
      }
      return { message: failure instanceof ApiError ? failure.message : MESSAGES.agentActionFailed };
    }
  };

  return (
    <section className="agent-sign-in" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('sign-in.title')}</h1>
      <p className="agent-sign-in-lead">{t('sign-in.lead')}</p>
      {endedBecause && (
        <p className="notice notice-warning" role="status">
          {t('sign-in.ended', { reason: endedBecause })}
        </p>
      )}
      <CredentialsForm
        labels={{
          username: t('sign-in.username'),
          password: t('sign-in.password'),
          showPassword: t('sign-in.show-password'),
          submit: t('sign-in.submit'),
        }}
        onSignIn={signIn}
        renderActions={
          elsewhere
            ? ({ submit, isSubmitting }) => (
                <div className="agent-take-over" role="alert">
                  <p>
                    <strong>{MESSAGES.agentAlreadyLoggedIn}</strong>
                  </p>
                  <p>{t('sign-in.take-over-explained')}</p>
                  <div className="agent-take-over-actions">
                    <Button type="button" loading={isSubmitting} onClick={submit}>
                      {t('sign-in.take-over')}
                    </Button>
                    <Button type="button" variant="secondary" onClick={() => setElsewhere(null)}>
                      {t('sign-in.cancel')}
                    </Button>
                  </div>
                </div>
              )
            : undefined
        }
      />
    </section>
  );
}
