import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@heartline/contracts/i18n';
import { Link } from '@heartline/contracts/router';
import { Checkbox } from '@heartline/ui';
import type { SignUpValues } from './sign-up-steps';
import { paths, useLocaleFormat } from '@heartline/contracts';

/** Step 5: a summary of what was entered and the terms to acknowledge. */
export function TermsStep({ id, form }: { id: string; form: UseFormReturn<SignUpValues> }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  const format = useLocaleFormat();
  const values = form.getValues();
  const gender = values.gender ? t(`sign-up.gender-${values.gender}`) : '';
  const lookingFor = values.lookingFor ? t(`sign-up.looking-for-${values.lookingFor}`) : '';
  // The links open in a new tab, so reading the terms does not leave the form.
  const terms = (
    <>
      {t('sign-up.terms-before')}
      <Link to={paths.terms()} target="_blank" rel="noopener">
        {t('sign-up.terms-link')}
      </Link>
      {t('sign-up.terms-between')}
      <Link to={paths.privacyPolicy()} target="_blank" rel="noopener">
        {t('sign-up.privacy-link')}
      </Link>
    </>
  );
  return (
    <>
      <section aria-labelledby={`${id}-summary`} className="sign-up-summary">
        <h3 id={`${id}-summary`}>{t('sign-up.summary')}</h3>
        <dl>
          <dt>{t('sign-up.summary-you')}</dt>
          <dd>{t('sign-up.summary-you-value', { gender, lookingFor })}</dd>
          <dt>{t('sign-up.birthday')}</dt>
          <dd>{values.birthday ? format.calendarDate(values.birthday) : ''}</dd>
          <dt>{t('sign-up.city')}</dt>
          <dd>{values.location}</dd>
          <dt>{t('sign-up.username')}</dt>
          <dd>{values.username}</dd>
          <dt>{t('sign-up.email')}</dt>
          <dd>{values.email}</dd>
        </dl>
      </section>
      <Checkbox id={`${id}-terms`} label={terms} error={errors.terms?.message} {...form.register('terms')} />
    </>
  );
}
