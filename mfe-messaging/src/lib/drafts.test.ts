import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH } from '@heartline/contracts';
import { DRAFTS_STORAGE_KEY, MAX_DRAFTS, clearDraft, readDraft, saveDraft } from './drafts';

describe('drafts, one per profile', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one draft per profile in local storage, so it is there after a reload', () => {
    saveDraft('p1', 'Hello Anna', 1);
    saveDraft('p2', 'Hi Bea', 2);
    saveDraft('p1', 'Hello Anna, how are you?', 3);
    expect(readDraft('p1')).toBe('Hello Anna, how are you?');
    expect(readDraft('p2')).toBe('Hi Bea');
    expect(Object.keys(JSON.parse(localStorage.getItem(DRAFTS_STORAGE_KEY)!))).toEqual(['p1', 'p2']);
  });

  it('forgets a draft once it is sent or emptied', () => {
    saveDraft('p1', 'Hello', 1);
    clearDraft('p1');
    expect(readDraft('p1')).toBe('');
    saveDraft('p2', 'Hi', 1);
    saveDraft('p2', '   ', 2);
    expect(readDraft('p2')).toBe('');
  });

  it('is bounded: a draft is cut at the message limit and only the newest drafts are kept', () => {
    saveDraft('long', 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 50), 1);
    expect(readDraft('long')).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
    for (let index = 0; index < MAX_DRAFTS + 5; index += 1) saveDraft(`p${index}`, `draft ${index}`, 10 + index);
    const kept = Object.keys(JSON.parse(localStorage.getItem(DRAFTS_STORAGE_KEY)!));
    expect(kept).toHaveLength(MAX_DRAFTS);
    expect(readDraft('long')).toBe('');
    expect(readDraft('p4')).toBe('');
    expect(readDraft(`p${MAX_DRAFTS + 4}`)).toBe(`draft ${MAX_DRAFTS + 4}`);
  });

  it('reads broken or foreign storage as no drafts instead of failing', () => {
    localStorage.setItem(DRAFTS_STORAGE_KEY, '{not json');
    expect(readDraft('p1')).toBe('');
    localStorage.setItem(DRAFTS_STORAGE_KEY, JSON.stringify({ p1: 42, p2: { text: 'ok', at: 1 } }));
    expect(readDraft('p1')).toBe('');
    expect(readDraft('p2')).toBe('ok');
    saveDraft('p3', 'new', 2);
    expect(readDraft('p3')).toBe('new');
  });
});
