// Notes and memos in the one QueryClient (agent spec §3, §8; issue 27, live memos): a conversation's
// own notes on each side, and each member's or profile's global memo, under keys of their own, so a
// memo shown in two places (the claim and an admin's lookup, or two conversations of one profile)
// is one entry. The conversation's answer (the claim, GET /conversation/{id}) seeds them; the
// panel's own changes and the staff channel's `notesChanged` (another staff member's change) write
// them, and every panel showing them redraws in place.
import { useEffect } from 'react';
import { skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Note, NotesChangedNotice } from '@heartline/contracts/schemas';
import { queryKeys } from './query-keys';

/** Writes what the staff channel (or a change's answer) says the notes now are. */
export function notesChanged(queryClient: QueryClient, notice: NotesChangedNotice): void {
  if (notice.place === 'memo') {
    queryClient.setQueryData(queryKeys.memo(notice.type, notice.subjectId), notice.notes);
    return;
  }
  queryClient.setQueryData(queryKeys.conversationNotes(notice.conversationId, 'user'), notice.userNotes);
  queryClient.setQueryData(queryKeys.conversationNotes(notice.conversationId, 'profile'), notice.profileNotes);
}

/**
 * The notes under `key`, seeded with what the conversation's answer carried (again when an answer
 * says something else: a lookup's refetch), and kept by `notesChanged` in between. The seed is
 * compared by content: the claim's answer, rebuilt on every render, must not undo a later change.
 */
export function useCachedNotes(key: readonly unknown[], fromAnswer: readonly Note[]): readonly Note[] {
  const queryClient = useQueryClient();
  const { data } = useQuery<Note[]>({ queryKey: key, queryFn: skipToken, initialData: () => [...fromAnswer], staleTime: Infinity });
  const keyText = JSON.stringify(key);
  const seedText = JSON.stringify(fromAnswer);
  useEffect(() => {
    queryClient.setQueryData(JSON.parse(keyText) as unknown[], JSON.parse(seedText) as Note[]);
  }, [queryClient, keyText, seedText]);
  // Removed from the cache meanwhile (nothing else removes it): the answer's notes.
  return data ?? fromAnswer;
}
