// The meet-up form (meetups.tsx): date and time (in the future), place, how long before it can
// still be cancelled, and a description; checked here as the API checks it, in the catalogue's words.
import { useId, useState, type FormEvent } from 'react';
import { MEETUP_CANCEL_INTERVALS, MEETUP_DESCRIPTION_MAX_LENGTH, MESSAGES, now } from '@heartline/contracts';
import { LOCATION_MAX_LENGTH } from '@heartline/contracts/rules';
import type { Meetup } from '@heartline/contracts/schemas';
import { Button, Dialog, Select, TextAreaField, TextField } from '@heartline/ui';
import { useWidgetsTranslation } from '../i18n/use-widgets-translation';

export function cancelWords(t: (key: string, options?: Record<string, unknown>) => string, minutes: number | null): string {
  if (minutes === null) return t('meetups.cancelAnyTime');
  return minutes % 60 === 0
    ? t('meetups.cancelHoursBefore', { count: minutes / 60 })
    : t('meetups.cancelMinutesBefore', { count: minutes });
}

/** A new meet-up starts at 7 pm tomorrow, the member's time. */
function tomorrowEvening(): Date {
  const date = new Date(now());
  date.setDate(date.getDate() + 1);
  date.setHours(19, 0, 0, 0);
  return date;
}

/** `yyyy-MM-ddTHH:mm` in the browser's time zone, as a datetime-local field holds it. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

interface MeetupFormValues {
  meetDate: string;
  location: string;
  cancelInterval: number | null;
  description: string;
}

export function MeetupForm({
  meetup,
  profileName,
  staff,
  busy,
  onClose,
  onSubmit,
}: {
  meetup?: Meetup;
  profileName: string;
  /** Staff add it as the profile (the console's words). */
  staff: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (values: MeetupFormValues) => Promise<boolean>;
}) {
  const t = useWidgetsTranslation();
  const id = useId();
  const earliest = new Date(now() + 60 * 60_000);
  const [when, setWhen] = useState(() => localInput(meetup ? new Date(meetup.meetDate) : tomorrowEvening()));
  const [location, setLocation] = useState(meetup?.location ?? '');
  const [cancelInterval, setCancelInterval] = useState(
    meetup?.cancelInterval === null || meetup === undefined ? '' : String(meetup.cancelInterval),
  );
  const [description, setDescription] = useState(meetup?.description ?? '');
  const [errors, setErrors] = useState<{ when?: string; location?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const date = new Date(when);
    const found: typeof errors = {};
    if (!when || Number.isNaN(date.getTime())) found.when = MESSAGES.meetupDateInvalid;
    else if (date.getTime() <= now()) found.when = MESSAGES.meetupInPast;
    if (location.trim() === '') found.location = t('meetups.locationRequired');
    setErrors(found);
    if (found.when || found.location) return;
    const values = {
      meetDate: date.toISOString(),
      location: location.trim(),
      cancelInterval: cancelInterval === '' ? null : Number(cancelInterval),
      description: description.trim(),
    };
    if (await onSubmit(values)) onClose();
  };

  return (
    <Dialog
      title={meetup ? t('meetups.editTitle') : t('meetups.proposeTitle', { name: profileName })}
      onClose={onClose}
      closeLabel={t('meetups.close')}
      variant="sheet"
      describedBy={`${id}-promise`}
    >
      <form className="hl-meetup-form" noValidate onSubmit={(event) => void submit(event)}>
        <p id={`${id}-promise`} className="hl-meetups-promise">
          {staff ? t('meetups.staffPromise') : t('meetups.promise')}
        </p>
        <TextField
          id={`${id}-when`}
          label={t('meetups.when')}
          type="datetime-local"
          min={localInput(earliest)}
          value={when}
          required
          error={errors.when}
          onChange={(event) => setWhen(event.target.value)}
        />
        <TextField
          id={`${id}-where`}
          label={t('meetups.where')}
          value={location}
          maxLength={LOCATION_MAX_LENGTH}
          required
          error={errors.location}
          autoComplete="off"
          onChange={(event) => setLocation(event.target.value)}
        />
        <Select
          id={`${id}-cancel`}
          label={t('meetups.cancelUntil')}
          value={cancelInterval}
          options={[
            { value: '', label: t('meetups.cancelAnyTime') },
            ...MEETUP_CANCEL_INTERVALS.map((minutes) => ({ value: String(minutes), label: cancelWords(t, minutes) })),
          ]}
          onChange={(event) => setCancelInterval(event.target.value)}
        />
        <TextAreaField
          id={`${id}-about`}
          label={t('meetups.description')}
          value={description}
          maxLength={MEETUP_DESCRIPTION_MAX_LENGTH}
          rows={3}
          onChange={(event) => setDescription(event.target.value)}
        />
        <div className="hl-meetup-dialog-actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('meetups.close')}
          </Button>
          <Button type="submit" loading={busy}>
            {meetup ? t('meetups.save') : staff ? t('meetups.staffSend') : t('meetups.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
