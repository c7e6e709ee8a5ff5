// A conversation's profile (profiles/profile-cards.ts, createProfileSummaries) is built once for a
// row object and reused while what it is built from stays: the first photo, the media addresses'
// origin and signatures' hour, and the day its age is counted on. Any of those changing builds it
// again, so a reused summary is always the one that would be built afresh.
import { describe, expect, it } from 'vitest';
import { createMediaSigner, createMediaUrl } from '../../src/media/media-signatures';
import type { ProfileImageRow, ProfileSummaryRow } from '../../src/profiles/cards';
import { createProfileSummaries } from '../../src/profiles/profile-cards';
import type { ProfilesDeps } from '../../src/profiles/deps';

const signer = createMediaSigner('test-media-secret');
const row: ProfileSummaryRow = {
  id: 7,
  brandId: 1,
  username: 'wild_nina',
  birthday: '2002-03-15',
  activityAt: new Date('2026-03-10T09:00:00Z'),
};
const photo = (key: string): ProfileImageRow => ({ id: 40, profileId: 7, position: 0, pathKey: key, format: 'jpeg' });
const portrait = photo('portraits/v2/7-woman-white-blond-blue-24/0');

function summariesAt(clock: { now: Date }) {
  const repositories = {
    profiles: {
      firstImages: async () => {
        throw new Error('the first photos are given');
      },
    },
  } as unknown as ProfilesDeps['repositories'];
  return createProfileSummaries({ repositories, clock: () => clock.now });
}

describe("a conversation's profile summary", () => {
  it('is built once for a row, its photo, its addresses and its day', async () => {
    const clock = { now: new Date('2026-03-14T10:00:00Z') };
    const summaries = summariesAt(clock);
    const urls = (origin: string) => createMediaUrl(origin, signer, clock.now);
    const images = new Map([[7, [portrait]]]);
    const [first] = await summaries([row], urls('http://localhost:4000'), images);
    const [again] = await summaries([row], urls('http://localhost:4000'), images);
    expect(again).toBe(first);
    expect(first).toEqual({
      _id: '7',
      username: 'wild_nina',
      age: 23,
      activityDate: '2026-03-10T09:00:00.000Z',
      images: [
        expect.objectContaining({ path: { thumb: expect.stringContaining('http://localhost:4000/media/'), medium: expect.any(String) } }),
      ],
    });

    // Another brand's origin: its own addresses.
    const [elsewhere] = await summaries([row], urls('http://127.0.0.1:4000'), images);
    expect(elsewhere!.images[0]!.path.thumb).toContain('http://127.0.0.1:4000/media/');
    // Another first photo.
    const [newPhoto] = await summaries(
      [row],
      urls('http://localhost:4000'),
      new Map([[7, [photo('portraits/v2/7-woman-white-blond-blue-24/1')]]]),
    );
    expect(newPhoto!.images[0]!.path.thumb).toContain('blue-24/1-thumb');
    // The birthday's day: a year older, even with addresses that stay the same.
    const sameAddresses = Object.assign((path: string) => `http://localhost:4000/media/${path}`, { key: 'the same' });
    const [younger] = await summaries([row], sameAddresses, images);
    clock.now = new Date('2026-03-15T00:00:01Z');
    const [older] = await summaries([row], sameAddresses, images);
    expect([younger!.age, older!.age]).toEqual([23, 24]);
  });

  it("signs a locked photo's addresses anew in the next hour", async () => {
    const clock = { now: new Date('2026-03-14T10:59:00Z') };
    const summaries = summariesAt(clock);
    const upload = new Map([[7, [photo('uploads/staff/abc')]]]);
    const [before] = await summaries([row], createMediaUrl('http://localhost:4000', signer, clock.now), upload);
    clock.now = new Date('2026-03-14T11:01:00Z');
    const [after] = await summaries([row], createMediaUrl('http://localhost:4000', signer, clock.now), upload);
    expect(before!.images[0]!.path.thumb).toContain('?exp=');
    expect(after!.images[0]!.path.thumb).not.toBe(before!.images[0]!.path.thumb);
  });
});
