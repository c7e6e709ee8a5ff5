// One unsent text per profile (member spec §3 "Drafts are kept one per profileId"), kept in
// localStorage so it survives a reload. Bounded: each draft at most CHAT_MESSAGE_MAX_LENGTH
// characters, at most MAX_DRAFTS profiles (the least recently written goes first), and a
// broken or foreign value in storage reads as no drafts rather than breaking the chat.
import { CHAT_MESSAGE_MAX_LENGTH } from '@heartline/contracts';

export const DRAFTS_STORAGE_KEY = 'heartline.messaging.drafts';
export const MAX_DRAFTS = 50;

interface StoredDraft {
  text: string;
  /** When it was last written (from the injected clock), to drop the oldest beyond MAX_DRAFTS. */
  at: number;
}
type StoredDrafts = Record<string, StoredDraft>;

function read(storage: Storage): StoredDrafts {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DRAFTS_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const drafts: StoredDrafts = {};
    for (const [profileId, value] of Object.entries(parsed as Record<string, unknown>)) {
      const draft = value as Partial<StoredDraft> | null;
      if (draft && typeof draft.text === 'string' && typeof draft.at === 'number') {
        drafts[profileId] = { text: draft.text.slice(0, CHAT_MESSAGE_MAX_LENGTH), at: draft.at };
      }
    }
    return drafts;
  } catch {
    return {};
  }
}

function write(storage: Storage, drafts: StoredDrafts): void {
  try {
    storage.setItem(DRAFTS_STORAGE_KEY, JSON.stringify(drafts));
  } catch {
    // Storage full or refused (private mode): the draft lives only in the open composer.
  }
}

export function readDraft(profileId: string, storage: Storage = localStorage): string {
  return read(storage)[profileId]?.text ?? '';
}

/** Keeps `text` as the profile's draft; empty (or blank) text removes it. */
export function saveDraft(profileId: string, text: string, now: number, storage: Storage = localStorage): void {
  const drafts = read(storage);
  if (text.trim() === '') {
    delete drafts[profileId];
  } else {
    drafts[profileId] = { text: text.slice(0, CHAT_MESSAGE_MAX_LENGTH), at: now };
    const newestFirst = Object.entries(drafts).toSorted(([, a], [, b]) => b.at - a.at);
    for (const [oldId] of newestFirst.slice(MAX_DRAFTS)) delete drafts[oldId];
  }
  write(storage, drafts);
}

export function clearDraft(profileId: string, storage: Storage = localStorage): void {
  saveDraft(profileId, '', 0, storage);
}
