import { describe, expect, it } from 'vitest';
import { cardTags } from './card-tags';
import { NOW, profile } from '@heartline/remote-kit/testing';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(ms).toISOString();

describe('card tags', () => {
  it('marks a profile new for 14 days after it was created', () => {
    expect(cardTags(profile('a', { createDate: at(NOW - 14 * DAY) }), NOW)).toContain('new');
    expect(cardTags(profile('a', { createDate: at(NOW - 14 * DAY - 1) }), NOW)).not.toContain('new');
  });

  it('marks a profile online for 1 hour after its last activity', () => {
    expect(cardTags(profile('a', { activityDate: at(NOW - HOUR) }), NOW)).toContain('online');
    expect(cardTags(profile('a', { activityDate: at(NOW - HOUR - 1) }), NOW)).not.toContain('online');
    expect(cardTags(profile('a', { activityDate: null }), NOW)).not.toContain('online');
  });

  it('reads new and online from the dates, not from tags the server sent earlier', () => {
    const stale = profile('a', { tags: ['new', 'online'], createDate: at(NOW - 30 * DAY), activityDate: at(NOW - 2 * DAY) });
    expect(cardTags(stale, NOW)).toEqual([]);
  });

  it('keeps featured and premium from the server, in a fixed order', () => {
    const all = profile('a', { tags: ['premium', 'featured'], createDate: at(NOW - DAY), activityDate: at(NOW - 60_000) });
    expect(cardTags(all, NOW)).toEqual(['featured', 'premium', 'new', 'online']);
  });
});
