// A conversation's meet-ups (member spec §3, agent spec §4): each with its date, place and status,
// and what can be done with it — propose one, edit or cancel (after confirming) a proposed one,
// remove a cancelled one (cancel first, then remove). The member works them in the chat; staff in
// the console, as the profile, with the agent spec's toasts. The copy keeps the product's promise:
// the profiles are fictitious, so a meet-up is a date played out in the chat, never a real one.
import { useState } from 'react';
import {
  ApiError,
  MESSAGES,
  cancelMeetup,
  dateTimeFormat,
  proposeMeetup,
  removeMeetup,
  showToast,
  updateMeetup,
  useBrandLocale,
} from '@heartline/contracts';
import type { Conversation, Meetup } from '@heartline/contracts/schemas';
import { Badge, Button, Dialog } from '@heartline/ui';
import { useWidgetsTranslation } from '../i18n/use-widgets-translation';
import { MeetupForm, cancelWords } from './meetup-form';
import './meetups.css';

export interface MeetupsProps {
  conversationId: string;
  profileName: string;
  meetups: readonly Meetup[];
  /** The member in their chat, or staff writing as the profile (`memberName`: whose chat it is). */
  viewer: { kind: 'member' } | { kind: 'staff'; memberName: string };
  /** The heading's level where the widget sits (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Every change answers the conversation: its meet-ups (and messages) as they now are. */
  onChanged: (conversation: Conversation) => void;
}

type Editing = { kind: 'new' } | { kind: 'edit'; meetup: Meetup } | { kind: 'cancel'; meetup: Meetup } | null;

export function Meetups({ conversationId, profileName, meetups, viewer, headingLevel = 2, onChanged }: MeetupsProps) {
  const t = useWidgetsTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // Dates in the brand's locale (its time zone and words), as the rest of the product shows them.
  const format = dateTimeFormat(useBrandLocale(), { dateStyle: 'medium', timeStyle: 'short' });
  const staff = viewer.kind === 'staff';
  const Heading = `h${headingLevel}` as const;
  const headingId = `meetups-${conversationId}`;
  // The console says what the agent spec's toasts say; the member's chat its own words.
  const done = {
    added: staff ? MESSAGES.meetupAdded : t('meetups.proposed'),
    updated: staff ? MESSAGES.meetupUpdated : t('meetups.updated'),
    cancelled: staff ? MESSAGES.meetupCancelledNotice : t('meetups.cancelled'),
    removed: staff ? MESSAGES.meetupRemoved : t('meetups.removed'),
  };
  /** The server's words for a refusal, or the catalogue's general one. */
  const wordsOf = (error: unknown) =>
    error instanceof ApiError && error.status > 0 && error.status < 500
      ? error.message
      : staff
        ? MESSAGES.agentActionFailed
        : MESSAGES.generic;

  const act = async (key: string, call: () => Promise<Conversation>, toast: string) => {
    setBusy(key);
    try {
      onChanged(await call());
      showToast(toast, 'success');
      return true;
    } catch (error) {
      showToast(wordsOf(error), 'error');
      return false;
    } finally {
      setBusy(null);
    }
  };
  const proposer = (meetup: Meetup) =>
    meetup.proposedBy === 'profile'
      ? t('meetups.byProfile', { name: profileName })
      : viewer.kind === 'staff'
        ? t('meetups.byMember', { name: viewer.memberName })
        : t('meetups.byYou');

  return (
    <section className="hl-meetups" aria-labelledby={headingId} data-testid="meetups">
      <div className="hl-meetups-head">
        <Heading id={headingId}>{t('meetups.title')}</Heading>
        <Button type="button" variant="secondary" size="sm" onClick={() => setEditing({ kind: 'new' })}>
          {staff ? t('meetups.staffPropose') : t('meetups.propose')}
        </Button>
      </div>
      {meetups.length === 0 && staff && <p className="hl-meetups-promise">{t('meetups.none')}</p>}
      {meetups.length > 0 && (
        <ul className="hl-meetup-list">
          {meetups.map((meetup) => (
            <li key={meetup.id} className={`hl-meetup hl-meetup-${meetup.meetStatus}`}>
              <div className="hl-meetup-when">
                <time dateTime={meetup.meetDate}>{format.format(new Date(meetup.meetDate))}</time>
                <Badge tone={meetup.meetStatus === 'cancelled' ? 'neutral' : 'primary'}>{t(`meetups.status.${meetup.meetStatus}`)}</Badge>
              </div>
              <p className="hl-meetup-where">{meetup.location}</p>
              {meetup.description && <p className="hl-meetup-description">{meetup.description}</p>}
              <p className="hl-meetup-by">
                {proposer(meetup)}
                {meetup.meetStatus === 'proposed' && ` · ${cancelWords(t, meetup.cancelInterval)}`}
              </p>
              <div className="hl-meetup-actions">
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
                    onClick={() => void act(`remove-${meetup.id}`, () => removeMeetup(conversationId, meetup.id), done.removed)}
                  >
                    {t('meetups.remove')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {meetups.length > 0 && <p className="hl-meetups-promise">{staff ? t('meetups.staffPromise') : t('meetups.promise')}</p>}

      {(editing?.kind === 'new' || editing?.kind === 'edit') && (
        <MeetupForm
          meetup={editing.kind === 'edit' ? editing.meetup : undefined}
          profileName={profileName}
          staff={staff}
          onClose={() => setEditing(null)}
          onSubmit={(values) =>
            editing.kind === 'edit'
              ? act('form', () => updateMeetup(conversationId, editing.meetup.id, values), done.updated)
              : act('form', () => proposeMeetup(conversationId, values), done.added)
          }
          busy={busy === 'form'}
        />
      )}
      {editing?.kind === 'cancel' && (
        <Dialog title={t('meetups.cancelTitle')} onClose={() => setEditing(null)} closeLabel={t('meetups.close')} variant="sheet">
          <p>{t('meetups.cancelText', { when: format.format(new Date(editing.meetup.meetDate)), where: editing.meetup.location })}</p>
          <div className="hl-meetup-dialog-actions">
            <Button type="button" variant="secondary" onClick={() => setEditing(null)}>
              {t('meetups.keep')}
            </Button>
            <Button
              type="button"
              variant="danger"
              loading={busy === 'cancel'}
              onClick={() =>
                void act('cancel', () => cancelMeetup(conversationId, editing.meetup.id), done.cancelled).then(
                  (cancelled) => cancelled && setEditing(null),
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
