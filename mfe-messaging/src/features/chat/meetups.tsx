// A conversation's meet-ups (issue 11 item 5): each with its date, place and status, and what the
// member can do with it — propose one, edit or cancel (after confirming) a proposed one, remove a
// cancelled one. The copy keeps the product's promise: the profiles are fictitious, so a meet-up is
// a date played out in this chat and no real-world meeting takes place.
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@heartline/contracts/i18n';
import {
  ApiError,
  MEETUP_CANCEL_INTERVALS,
  MEETUP_DESCRIPTION_MAX_LENGTH,
  MESSAGES,
  cancelMeetup,
  now,
  proposeMeetup,
  removeMeetup,
  showToast,
  updateMeetup,
  dateTimeFormat,
  useBrandLocale,
} from '@heartline/contracts';
import { LOCATION_MAX_LENGTH } from '@heartline/contracts/rules';
import type { Conversation, Meetup } from '@heartline/contracts/schemas';
import { Badge, Button, Dialog, Select, TextAreaField, TextField } from '@heartline/ui';
import { mergeMessages } from '../../lib/message-history';
import { queryKeys } from '../../lib/query-keys';

interface MeetupsProps {
  conversationId: string;
  profileName: string;
  meetups: readonly Meetup[];
}

type Editing = { kind: 'new' } | { kind: 'edit'; meetup: Meetup } | { kind: 'cancel'; meetup: Meetup } | null;

/** The server's words for a refusal, or the catalogue's general one. */
const wordsOf = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : MESSAGES.generic;

export function Meetups({ conversationId, profileName, meetups }: MeetupsProps) {
  const { t } = useTranslation('messaging');
  const locale = useBrandLocale();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const format = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  /** The answer is the conversation: its meet-ups replace the shown ones, its messages join them. */
  const show = (answer: Conversation) =>
    queryClient.setQueryData<Conversation>(queryKeys.conversation(conversationId), (cached) =>
      cached ? { ...cached, meetUps: answer.meetUps ?? [], messages: mergeMessages(cached.messages, answer.messages ?? []) } : cached,
    );

  const act = async (key: string, call: () => Promise<Conversation>, done: string) => {
    setBusy(key);
    try {
      show(await call());
      showToast(done, 'success');
      return true;
    } catch (error) {
      showToast(wordsOf(error), 'error');
      return false;
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="chat-meetups" aria-labelledby={`meetups-${conversationId}`}>
      <div className="chat-meetups-head">
        <h2 id={`meetups-${conversationId}`}>{t('meetups.title')}</h2>
        <Button type="button" variant="secondary" size="sm" onClick={() => setEditing({ kind: 'new' })}>
          {t('meetups.propose')}
        </Button>
      </div>
      {meetups.length > 0 && (
        <ul className="chat-meetup-list">
          {meetups.map((meetup) => (
            <li key={meetup.id} className={`chat-meetup chat-meetup-${meetup.meetStatus}`}>
              <div className="chat-meetup-when">
                <time dateTime={meetup.meetDate}>{format.format(new Date(meetup.meetDate))}</time>
                <Badge tone={meetup.meetStatus === 'cancelled' ? 'neutral' : 'primary'}>{t(`meetups.status.${meetup.meetStatus}`)}</Badge>
              </div>
              <p className="chat-meetup-where">{meetup.location}</p>
              {meetup.description && <p className="chat-meetup-description">{meetup.description}</p>}
              <p className="chat-meetup-by">
                {meetup.proposedBy === 'profile' ? t('meetups.byProfile', { name: profileName }) : t('meetups.byYou')}
                {meetup.meetStatus === 'proposed' && ` · ${cancelWords(t, meetup.cancelInterval)}`}
              </p>
              <div className="chat-meetup-actions">
                {meetup.meetStatus === 'proposed' ? (
                  <>
                    <Button type="button" variant="ghost" size="sm" onClick={() => setEditing({ kind: 'edit', meetup })}>
                      {t('meetups.edit')}
                    </Button>
                    <Button type="button" variant="ghost" size="sm" onClick={() => setEditing({ kind: 'cancel', meetup })}>
                      {t('meetups.cancel')}
                    </Button>
                  </>
                ) : (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    loading={busy === `remove-${meetup.id}`}
                    onClick={() => void act(`remove-${meetup.id}`, () => removeMeetup(conversationId, meetup.id), t('meetups.removed'))}
                  >
                    {t('meetups.remove')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {meetups.length > 0 && <p className="chat-meetups-promise">{t('meetups.promise')}</p>}

      {(editing?.kind === 'new' || editing?.kind === 'edit') && (
        <MeetupForm
          meetup={editing.kind === 'edit' ? editing.meetup : undefined}
          profileName={profileName}
          onClose={() => setEditing(null)}
          onSubmit={(values) =>
            editing.kind === 'edit'
              ? act('form', () => updateMeetup(conversationId, editing.meetup.id, values), t('meetups.updated'))
              : act('form', () => proposeMeetup(conversationId, values), t('meetups.proposed'))
          }
          busy={busy === 'form'}
        />
      )}
      {editing?.kind === 'cancel' && (
        <Dialog title={t('meetups.cancelTitle')} onClose={() => setEditing(null)} closeLabel={t('meetups.close')} variant="sheet">
          <p>{t('meetups.cancelText', { when: format.format(new Date(editing.meetup.meetDate)), where: editing.meetup.location })}</p>
          <div className="chat-meetup-dialog-actions">
            <Button type="button" variant="secondary" onClick={() => setEditing(null)}>
              {t('meetups.keep')}
            </Button>
            <Button
              type="button"
              variant="danger"
              loading={busy === 'cancel'}
              onClick={() =>
                void act('cancel', () => cancelMeetup(conversationId, editing.meetup.id), t('meetups.cancelled')).then(
                  (done) => done && setEditing(null),
                )
              }
            >
              {t('meetups.confirmCancel')}
            </Button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

function cancelWords(t: (key: string, options?: Record<string, unknown>) => string, minutes: number | null): string {
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

function MeetupForm({
  meetup,
  profileName,
  busy,
  onClose,
  onSubmit,
}: {
  meetup?: Meetup;
  profileName: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (values: MeetupFormValues) => Promise<boolean>;
}) {
  const { t } = useTranslation('messaging');
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
      <form className="chat-meetup-form" noValidate onSubmit={(event) => void submit(event)}>
        <p id={`${id}-promise`} className="chat-meetups-promise">
          {t('meetups.promise')}
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
        <div className="chat-meetup-dialog-actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('meetups.close')}
          </Button>
          <Button type="submit" loading={busy}>
            {meetup ? t('meetups.save') : t('meetups.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
