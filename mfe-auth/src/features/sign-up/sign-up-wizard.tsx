import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@heartline/contracts/i18n';
import { Button, submitHandler } from '@heartline/ui';
import { CaptchaChallenge, useCaptcha } from '../../components/captcha';
import { AccountStep } from './account-step';
import { AgeStep } from './age-step';
import { IdentityStep } from './identity-step';
import { LocationStep } from './location-step';
import { LAST_STEP, SIGN_UP_STEPS, initialSignUpValues, type SignUpValues } from './sign-up-steps';
import { TermsStep } from './terms-step';
import { useRegistration } from './use-registration';

/**
 * The sign-up wizard: one form across five steps, each validated with its own schema on Next.
 * Moving to a step puts the focus on its heading (or on the field a server answer is about).
 */
export function SignUpWizard({ countries }: { countries: readonly string[] }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [step, setStep] = useState(0);
  // The resolver of the step on screen (react-hook-form takes the options of every render).
  const form = useForm<SignUpValues>({ resolver: SIGN_UP_STEPS[step]!.resolver, defaultValues: initialSignUpValues(countries[0] ?? '') });
  const captcha = useCaptcha();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ field?: keyof SignUpValues } | null>(null);

  const goTo = (next: number, field?: keyof SignUpValues) => {
    setStep(next);
    setFocusTarget({ field });
  };
  const registration = useRegistration(form, captcha, goTo);

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.field) form.setFocus(focusTarget.field);
    else headingRef.current?.focus();
  }, [focusTarget, form]);

  useEffect(() => {
    if (!form.getValues('country') && countries[0]) form.setValue('country', countries[0]);
  }, [countries, form]);

  // A second submit cannot start: the button is disabled (and the challenge hidden) while one runs.
  const onValid = () => (step < LAST_STEP ? goTo(step + 1) : registration.submit());
  const onSolved = (token: string) => void form.handleSubmit(() => registration.submit({ version: 'v2', token }))();

  const { errors, isSubmitting } = form.formState;
  const stepId = SIGN_UP_STEPS[step]!.id;
  const stepProps = { id, form };
  return (
    <>
      <form
        className="form sign-up-form"
        onSubmit={submitHandler(form.handleSubmit(onValid))}
        noValidate
        aria-labelledby={`${id}-step-title`}
      >
        <p id={`${id}-step-of`} className="field-hint sign-up-step-of">
          {t('sign-up.step-of', { step: step + 1, total: SIGN_UP_STEPS.length })}
        </p>
        <h2 id={`${id}-step-title`} ref={headingRef} tabIndex={-1} aria-describedby={`${id}-step-of`}>
          {t(`sign-up.steps.${stepId}`)}
        </h2>
        {stepId === 'identity' && <IdentityStep {...stepProps} />}
        {stepId === 'age' && <AgeStep {...stepProps} />}
        {stepId === 'location' && <LocationStep {...stepProps} countries={countries} />}
        {stepId === 'account' && <AccountStep {...stepProps} />}
        {stepId === 'terms' && <TermsStep {...stepProps} />}
        {errors.root?.message && (
          <p className="field-error" role="alert">
            {errors.root.message}
          </p>
        )}
        <div className="form-actions">
          {step > 0 && (
            <Button
              variant="secondary"
              disabled={isSubmitting}
              onClick={() => {
                registration.clearChallenge();
                form.clearErrors();
                goTo(step - 1);
              }}
            >
              {t('sign-up.back')}
            </Button>
          )}
          <Button type="submit" disabled={isSubmitting} loading={isSubmitting && step === LAST_STEP}>
            {step < LAST_STEP ? t('sign-up.next') : isSubmitting ? t('sign-up.submitting') : t('sign-up.submit')}
          </Button>
        </div>
      </form>
      {step === LAST_STEP && !isSubmitting && registration.challenge && captcha.config && (
        <section className="card captcha-card" aria-labelledby={`${id}-captcha-title`}>
          <h3 id={`${id}-captcha-title`}>{t('captcha.title')}</h3>
          <CaptchaChallenge
            key={registration.challenge.key}
            config={captcha.config}
            notice={registration.challenge.notice}
            onSolved={onSolved}
          />
        </section>
      )}
    </>
  );
}
