// The console's own sign-in (agent spec §2, §5): staff sign in here, not on the member sign-in.
// While the agent works on another device the API answers 409 'Agent is already logged-in'; the
// agent may take over, which ends the other session at once ('New device login' there).
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@heartline/contracts/i18n';
import { signInRequestSchema, type SignInRequest } from '@heartline/contracts/schemas';
import { AGENT_HOME, ApiError, MESSAGES, bus, normaliseExpiry, signInAgent } from '@heartline/contracts';
import { Button, PasswordField, TextField, submitHandler } from '@heartline/ui';
import { readLogoutReason } from '../../lib/logout-reason';
import '../../styles/sign-in.css';

export function SignInPage() {
  const { t } = useTranslation('agent');
  const id = useId();
  const [elsewhere, setElsewhere] = useState<SignInRequest | null>(null);
  const [endedBecause] = useState(readLogoutReason);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInRequest>({ resolver: zodResolver(signInRequestSchema), defaultValues: { username: '', password: '' } });

  const signIn = async ({ username, password }: SignInRequest, takeOver = false) => {
    try {
      const answer = await signInAgent(username, password, takeOver);
      setElsewhere(null);
      bus.emit('auth:signed-in', { token: answer.access_token, expiryDate: normaliseExpiry(answer.expires_at), redirectTo: AGENT_HOME });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        setElsewhere({ username, password });
        return;
      }
      setError('root', { message: failure instanceof ApiError ? failure.message : MESSAGES.agentActionFailed });
    }
  };

  const formError = errors.root?.message;
  return (
    <section className="agent-sign-in" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('sign-in.title')}</h1>
      <p className="agent-sign-in-lead">{t('sign-in.lead')}</p>
      {endedBecause && (
        <p className="notice notice-warning" role="status">
          {t('sign-in.ended', { reason: endedBecause })}
        </p>
      )}
      <form className="form" noValidate onSubmit={submitHandler(handleSubmit((values) => signIn(values)))}>
        <TextField
          id={`${id}-username`}
          label={t('sign-in.username')}
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordField
          id={`${id}-password`}
          label={t('sign-in.password')}
          showLabel={t('sign-in.show-password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {formError && (
          <p className="field-error" role="alert">
            {formError}
          </p>
        )}
        {elsewhere ? (
          <div className="agent-take-over" role="alert">
            <p>
              <strong>{MESSAGES.agentAlreadyLoggedIn}</strong>
            </p>
            <p>{t('sign-in.take-over-explained')}</p>
            <div className="agent-take-over-actions">
              <Button type="button" loading={isSubmitting} onClick={() => void signIn(elsewhere, true)}>
                {t('sign-in.take-over')}
              </Button>
              <Button type="button" variant="secondary" onClick={() => setElsewhere(null)}>
                {t('sign-in.cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <Button type="submit" block loading={isSubmitting}>
            {t('sign-in.submit')}
          </Button>
        )}
      </form>
    </section>
  );
}
