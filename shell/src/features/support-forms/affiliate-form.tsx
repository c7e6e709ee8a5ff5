// The affiliate application (member spec §3, §8), checked by the shared affiliateFormSchema and
// sent as a support request of the affiliate type.
import { submitHandler } from '@heartline/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@heartline/contracts/i18n';
import {
  AFFILIATE_MESSENGERS,
  AFFILIATE_TRAFFIC_SOURCES,
  fieldNotValid,
  sendAffiliateApplication,
  type AffiliateForm as AffiliateApplication,
} from '@heartline/contracts';
import { affiliateFormSchema } from '@heartline/contracts/schemas';
import { SUPPORT_FORMS_NS } from './catalogue';
import { FieldError, FieldHint, FormField, RequiredMark, describedBy } from './form-field';
import { SPEC_ISSUE_MESSAGES } from './spec-issue-messages';
import { TicketPanel } from './ticket-panel';
import { useSupportRequest, type SendSupportRequest } from './use-support-request';

interface AffiliateFormProps {
  /** The API call; tests pass their own. */
  send?: SendSupportRequest<AffiliateApplication>;
}

export function AffiliateForm({ send = sendAffiliateApplication }: AffiliateFormProps) {
  const { sent, submit, startOver } = useSupportRequest(send);
  if (sent) return <TicketPanel ticketNumber={sent.ticketNumber} email={sent.email} onSendAnother={startOver} />;
  return <AffiliateFormFields onSubmit={submit} />;
}

function AffiliateFormFields({ onSubmit }: { onSubmit: (form: AffiliateApplication) => Promise<void> }) {
  const { t } = useTranslation(SUPPORT_FORMS_NS);
  const id = useId();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(affiliateFormSchema, SPEC_ISSUE_MESSAGES),
    defaultValues: {
      fullName: '',
      email: '',
      company: '',
      messengerId: '',
      country: '',
      geos: '',
      trafficSources: [],
      otherVerticals: '',
      other: '',
    },
  });
  // The schema words every problem with this number as 'required'; a number that is there but
  // out of range (or not whole) is 'not valid' (member spec §5).
  const yearsLabel = t('affiliate.years-of-experience');
  const yearsError =
    errors.yearsOfExperience && Number.isFinite(getValues('yearsOfExperience'))
      ? fieldNotValid(yearsLabel)
      : errors.yearsOfExperience?.message;
  const sourcesId = `${id}-traffic-sources`;
  const sourcesHint = t('affiliate.traffic-sources-hint');
  const sourcesError = errors.trafficSources?.message;

  return (
    <form className="form" onSubmit={submitHandler(handleSubmit(onSubmit))} noValidate aria-label={t('affiliate.form-label')}>
      <p className="field-hint">{t('required-note')}</p>
      <FormField id={`${id}-full-name`} label={t('affiliate.full-name')} required error={errors.fullName?.message}>
        {(control) => <input {...control} {...register('fullName')} type="text" autoComplete="name" />}
      </FormField>
      <FormField id={`${id}-email`} label={t('affiliate.email')} required error={errors.email?.message}>
        {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" />}
      </FormField>
      <FormField id={`${id}-company`} label={t('affiliate.company')} required error={errors.company?.message}>
        {(control) => <input {...control} {...register('company')} type="text" autoComplete="organization" />}
      </FormField>
      <FormField id={`${id}-messenger`} label={t('affiliate.messenger')} required error={errors.messenger?.message}>
        {(control) => (
          <select {...control} {...register('messenger')} defaultValue="">
            <option value="" disabled>
              {t('affiliate.messenger-placeholder')}
            </option>
            {AFFILIATE_MESSENGERS.map((messenger) => (
              <option key={messenger} value={messenger}>
                {t(`affiliate.messengers.${messenger}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={`${id}-messenger-id`}
        label={t('affiliate.messenger-id')}
        required
        hint={t('affiliate.messenger-id-hint')}
        error={errors.messengerId?.message}
      >
        {(control) => <input {...control} {...register('messengerId')} type="text" />}
      </FormField>
      <FormField id={`${id}-country`} label={t('affiliate.country')} required error={errors.country?.message}>
        {(control) => <input {...control} {...register('country')} type="text" autoComplete="country-name" />}
      </FormField>
      <FormField id={`${id}-years`} label={yearsLabel} required error={yearsError}>
        {/* valueAsNumber turns an empty field into NaN, which the schema reports as required (not as 0 years). */}
        {(control) => (
          <input
            {...control}
            {...register('yearsOfExperience', { valueAsNumber: true })}
            type="number"
            min={0}
            max={60}
            step={1}
            inputMode="numeric"
          />
        )}
      </FormField>
      <FormField id={`${id}-geos`} label={t('affiliate.geos')} required hint={t('affiliate.geos-hint')} error={errors.geos?.message}>
        {(control) => <input {...control} {...register('geos')} type="text" />}
      </FormField>
      <div className="field">
        <fieldset className="checkbox-group" aria-describedby={describedBy(sourcesId, sourcesHint, sourcesError)}>
          <legend>
            {t('affiliate.traffic-sources')} <RequiredMark />
          </legend>
          {AFFILIATE_TRAFFIC_SOURCES.map((source) => (
            <label key={source}>
              <input type="checkbox" value={source} {...register('trafficSources')} />
              {t(`affiliate.sources.${source}`)}
            </label>
          ))}
        </fieldset>
        <FieldHint id={sourcesId} text={sourcesHint} />
        <FieldError id={sourcesId} message={sourcesError} />
      </div>
      <FormField
        id={`${id}-other-verticals`}
        label={t('affiliate.other-verticals')}
        hint={t('affiliate.other-verticals-hint')}
        error={errors.otherVerticals?.message}
      >
        {(control) => <input {...control} {...register('otherVerticals')} type="text" />}
      </FormField>
      <FormField id={`${id}-other`} label={t('affiliate.other')} hint={t('affiliate.other-hint')} error={errors.other?.message}>
        {(control) => <textarea {...control} {...register('other')} rows={4} />}
      </FormField>
      <div>
        <button type="submit" className="button button-primary" disabled={isSubmitting}>
          {isSubmitting ? t('sending') : t('affiliate.submit')}
        </button>
      </div>
    </form>
  );
}
