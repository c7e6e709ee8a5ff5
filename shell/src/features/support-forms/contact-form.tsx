// The contact-us form (member spec §3, §8): name, subject, email and message, checked by the
// shared contactFormSchema, sent as a support request that answers a ticket number.
import { submitHandler } from '@heartline/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@heartline/contracts/i18n';
import { CONTACT_SUBJECTS, sendContactRequest, type ContactForm as ContactRequest } from '@heartline/contracts';
import { contactFormSchema } from '@heartline/contracts/schemas';
import { SUPPORT_FORMS_NS } from './catalogue';
import { FormField } from './form-field';
import { SPEC_ISSUE_MESSAGES } from './spec-issue-messages';
import { TicketPanel } from './ticket-panel';
import { useSupportRequest, type SendSupportRequest } from './use-support-request';

interface ContactFormProps {
  /** The API call; tests pass their own. */
  send?: SendSupportRequest<ContactRequest>;
}

export function ContactForm({ send = sendContactRequest }: ContactFormProps) {
  const { sent, submit, startOver } = useSupportRequest(send);
  if (sent) return <TicketPanel ticketNumber={sent.ticketNumber} email={sent.email} onSendAnother={startOver} />;
  return <ContactFormFields onSubmit={submit} />;
}

function ContactFormFields({ onSubmit }: { onSubmit: (form: ContactRequest) => Promise<void> }) {
  const { t } = useTranslation(SUPPORT_FORMS_NS);
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(contactFormSchema, SPEC_ISSUE_MESSAGES),
    defaultValues: { name: '', email: '', message: '' },
  });

  return (
    <form className="form" onSubmit={submitHandler(handleSubmit(onSubmit))} noValidate aria-label={t('contact.form-label')}>
      <p className="field-hint">{t('required-note')}</p>
      <FormField id={`${id}-name`} label={t('contact.name')} required error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} type="text" autoComplete="name" />}
      </FormField>
      <FormField id={`${id}-subject`} label={t('contact.subject')} required error={errors.subject?.message}>
        {(control) => (
          <select {...control} {...register('subject')} defaultValue="">
            <option value="" disabled>
              {t('contact.subject-placeholder')}
            </option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`contact.subjects.${subject}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${id}-email`} label={t('contact.email')} required hint={t('contact.email-hint')} error={errors.email?.message}>
        {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" />}
      </FormField>
      <FormField
        id={`${id}-message`}
        label={t('contact.message')}
        required
        hint={t('contact.message-hint')}
        error={errors.message?.message}
      >
        {(control) => <textarea {...control} {...register('message')} rows={6} />}
      </FormField>
      <div>
        <button type="submit" className="button button-primary" disabled={isSubmitting}>
          {isSubmitting ? t('sending') : t('contact.submit')}
        </button>
      </div>
    </form>
  );
}
