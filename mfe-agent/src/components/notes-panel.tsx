// Notes about a conversation's member or profile (agent spec §3, §4, §8): the conversation's own
// notes, which staff of the conversation add, change and remove, and the global memo's notes
// (marked Memo), which follow the member or profile into every conversation and which only admins
// change. Each change answers the notes as they now are, with the spec's toast; a failure says
// 'Something went wrong, try again'. The notes live in the query cache (lib/notes-cache.ts), so
// another staff member's change, heard on the staff channel, shows here at once.
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@heartline/contracts/i18n';
import {
  ApiError,
  MESSAGES,
  addConversationNote,
  addMemoNote,
  removeConversationNote,
  removeMemoNote,
  showToast,
  updateConversationNote,
  updateMemoNote,
} from '@heartline/contracts';
import { NOTE_MAX_LENGTH } from '@heartline/contracts/rules';
import type { Note } from '@heartline/contracts/schemas';
import { Badge, Button } from '@heartline/ui';
import { notesChanged, useCachedNotes } from '../lib/notes-cache';
import { queryKeys } from '../lib/query-keys';

type Subject = 'user' | 'profile';

interface NotesPanelProps {
  title: string;
  conversationId: string;
  subject: Subject;
  /** The member's or the profile's id: whose memo. */
  subjectId: string;
  notes: readonly Note[];
  isAdmin: boolean;
}

const failure = (error: unknown) =>
  error instanceof ApiError && error.status < 500 && error.message ? error.message : MESSAGES.agentActionFailed;

export function NotesPanel({ title, conversationId, subject, subjectId, notes: initial, isAdmin }: NotesPanelProps) {
  const { t } = useTranslation('agent');
  const id = useId();
  const queryClient = useQueryClient();
  const ownFromAnswer = useMemo(() => initial.filter((note) => !note.global), [initial]);
  const memoFromAnswer = useMemo(() => initial.filter((note) => note.global), [initial]);
  const own = useCachedNotes(queryKeys.conversationNotes(conversationId, subject), ownFromAnswer);
  const memo = useCachedNotes(queryKeys.memo(subject, subjectId), memoFromAnswer);
  const [draft, setDraft] = useState('');
  const [asMemo, setAsMemo] = useState(false);
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (change: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      const answer = await change();
      showToast(answer.message, 'success');
      return true;
    } catch (error) {
      showToast(failure(error), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };
  // Each answer is the notes as they now are: both sides of the conversation, or the whole memo.
  const fromConversation = async (request: Promise<{ userNotes: Note[]; profileNotes: Note[]; message: string }>) => {
    const answer = await request;
    notesChanged(queryClient, { place: 'conversation', conversationId, userNotes: answer.userNotes, profileNotes: answer.profileNotes });
    return answer;
  };
  const fromMemo = async (request: Promise<{ memo: { notes: Note[] }; message: string }>) => {
    const answer = await request;
    notesChanged(queryClient, { place: 'memo', type: subject, subjectId, notes: answer.memo.notes });
    return answer;
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    const done = await run(() =>
      asMemo ? fromMemo(addMemoNote(subject, subjectId, text)) : fromConversation(addConversationNote(conversationId, subject, text)),
    );
    if (done) setDraft('');
  };
  const save = async (note: Note, text: string) => {
    const done = await run(() =>
      note.global
        ? fromMemo(updateMemoNote(subject, subjectId, note._id, text))
        : fromConversation(updateConversationNote(conversationId, note._id, text)),
    );
    if (done) setEditing(null);
  };
  const remove = (note: Note) =>
    void run(() =>
      note.global
        ? fromMemo(removeMemoNote(subject, subjectId, note._id))
        : fromConversation(removeConversationNote(conversationId, note._id)),
    );

  const all = [...memo, ...own];
  return (
    <section className="agent-notes" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{title}</h4>
      {all.length === 0 ? (
        <p className="agent-muted">{t('conversation.no-notes')}</p>
      ) : (
        <ul className="agent-note-list">
          {all.map((note) => {
            const mayChange = !note.global || isAdmin;
            return (
              <li key={note._id} className="agent-note">
                {editing?.id === note._id ? (
                  <form
                    className="agent-note-edit"
                    onSubmit={(event) => {
                      event.preventDefault();
                      void save(note, editing.text.trim());
                    }}
                  >
                    <label className="visually-hidden" htmlFor={`${id}-edit-${note._id}`}>
                      {t('notes.edit-label')}
                    </label>
                    <textarea
                      id={`${id}-edit-${note._id}`}
                      className="ui-control"
                      rows={2}
                      maxLength={NOTE_MAX_LENGTH}
                      value={editing.text}
                      onChange={(event) => setEditing({ id: note._id, text: event.target.value })}
                    />
                    <div className="agent-note-actions">
                      <Button type="submit" size="sm" loading={busy} disabled={!editing.text.trim()}>
                        {t('notes.save')}
                      </Button>
                      <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
                        {t('cancel')}
                      </Button>
                    </div>
                  </form>
                ) : (
                  <>
                    <p className="agent-note-text">
                      {note.global && <Badge tone="info">{t('notes.memo')}</Badge>} {note.note}
                    </p>
                    {mayChange && (
                      <div className="agent-note-actions">
                        <Button size="sm" variant="link" onClick={() => setEditing({ id: note._id, text: note.note })}>
                          {t('notes.edit')}
                        </Button>
                        <Button size="sm" variant="link" onClick={() => remove(note)} disabled={busy}>
                          {t('notes.remove')}
                        </Button>
                      </div>
                    )}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <form className="agent-note-add" onSubmit={(event) => void add(event)}>
        <label htmlFor={`${id}-new`} className="agent-note-label">
          {t('notes.new')}
        </label>
        <textarea
          id={`${id}-new`}
          className="ui-control"
          rows={2}
          maxLength={NOTE_MAX_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-keyshortcuts={subject === 'user' ? 'Alt+O' : undefined}
          data-note-box={subject}
        />
        {isAdmin && (
          <label className="agent-note-memo">
            <input type="checkbox" checked={asMemo} onChange={(event) => setAsMemo(event.target.checked)} /> {t('notes.as-memo')}
          </label>
        )}
        <Button type="submit" size="sm" variant="secondary" loading={busy} disabled={!draft.trim()}>
          {t('notes.add')}
        </Button>
      </form>
    </section>
  );
}
