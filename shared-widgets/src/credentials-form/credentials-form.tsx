// The one sign-in form (issue 27: the staff's was a near-copy of the member's): a username and a
// password, checked with the contracts' sign-in rules before anything is sent, and one button. The
// member's sign-in (mfe-auth) and the staff's (mfe-agent, /chat/sign-in) differ only in what they
// pass: their words, what a sign-in sends and what a failure says, a notice above the fields, what
// stands in the button's place (the staff's take-over choice) and what follows it (the member's
// links).
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signInRequestSchema, type SignInRequest } from '@heartline/contracts/schemas';
import { Button, PasswordField, TextField, submitHandler } from '@heartline/ui';

export interface CredentialsFormLabels {
  username: string;
  password: string;
  /** The password field's show/hide switch. */
  showPassword: string;
  submit: string;
  /** The button's words while a sign-in runs (its spinner alone when absent). */
  submitting?: string;
}

/** What the form shows when a sign-in did not go through. */
export interface CredentialsFailure {
  message: string;
  /** Wrong credentials: both fields are marked invalid and the username takes the focus. */
  markFields?: boolean;
}

export interface CredentialsFormProps {
  labels: CredentialsFormLabels;
  /**
   * Sends the credentials (both filled in, by the contracts' rules). Resolves nothing when signed
   * in or when the caller shows the outcome itself, else the failure the form shows under the fields.
   */
  onSignIn: (credentials: SignInRequest) => Promise<CredentialsFailure | undefined>;
  /** A field was empty: nothing is sent (each field says why); the caller may say more. */
  onInvalid?: () => void;
  /** Above the fields (a notice). */
  notice?: ReactNode;
  /**
   * In place of the submit button: `submit` signs in with the fields' values as the button does,
   * `isSubmitting` tells whether a sign-in runs.
   */
  renderActions?: (form: { submit: () => void; isSubmitting: boolean }) => ReactNode;
  /** Below the button (links, notices). */
  children?: ReactNode;
}

export function CredentialsForm({ labels, onSignIn, onInvalid, notice, renderActions, children }: CredentialsFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInRequest>({ resolver: zodResolver(signInRequestSchema), defaultValues: { username: '', password: '' } });

  const onValid = async (credentials: SignInRequest) => {
    const failure = await onSignIn(credentials);
    if (!failure) return;
    setError('root', { message: failure.message });
    if (failure.markFields) {
      setError('username', { message: ' ' }, { shouldFocus: true });
      setError('password', { message: ' ' });
    }
  };
  const signIn = handleSubmit(onValid, onInvalid);

  const formError = errors.root?.message;
  return (
    <form className="form" onSubmit={submitHandler(signIn)} noValidate aria-describedby={formError ? `${id}-form-error` : undefined}>
      {notice}
      <TextField
        id={`${id}-username`}
        label={labels.username}
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
      <PasswordField
        id={`${id}-password`}
        label={labels.password}
        showLabel={labels.showPassword}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {formError && (
        <p id={`${id}-form-error`} className="field-error" role="alert">
          {formError}
        </p>
      )}
      {renderActions ? (
        renderActions({ submit: () => void signIn(), isSubmitting })
      ) : (
        <Button type="submit" block loading={isSubmitting}>
          {isSubmitting && labels.submitting ? labels.submitting : labels.submit}
        </Button>
      )}
      {children}
    </form>
  );
}
