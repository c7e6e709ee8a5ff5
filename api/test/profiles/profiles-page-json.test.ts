// GET /profiles' answer is written card by card by a serializer compiled from the contract's schema
// and joined with the page's counts, instead of zod's parse + JSON.stringify of the page: a client
// must receive exactly the bytes it received before, and the serializer must still refuse a card the
// contract does not allow to go out incomplete.
import { profilesPageSchema, type Profile, type ProfilesPage } from '@heartline/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { listCardJson } from '../../src/profiles/list-card-json';
import { profilesPageBytes } from '../../src/profiles/profiles-page-json';

/** The page as the route writes it: each card's JSON, then the page around them. */
const profilesPageJson = ({ profiles, total, page, limit }: ProfilesPage): string =>
  profilesPageBytes({ cards: profiles.map((card) => Buffer.from(listCardJson(card))), total, page, limit }).toString('utf8');

const urls = (ext: string) => ({
  thumb: `http://127.0.0.1:4000/media/portraits/v2/7-woman-white-blond-blue-29/0-thumb.${ext}`,
  medium: `http://127.0.0.1:4000/media/portraits/v2/7-woman-white-blond-blue-29/0-medium.${ext}`,
  large: `http://127.0.0.1:4000/media/portraits/v2/7-woman-white-blond-blue-29/0-large.${ext}`,
});

const card = (overrides: Partial<Profile> = {}): Profile => ({
  _id: '7',
  username: 'aoife91',
  profile: { birthday: '1997-03-01' },
  createDate: '2026-11-01T10:00:00.000Z',
  activityDate: '2026-11-23T09:30:00.000Z',
  height: 168,
  age: 29,
  body: 'fit',
  hair: 'blond',
  eyes: 'blue',
  tags: ['new', 'online'],
  images: [{ _id: '70', type: 'avatar', processed: true, under_moderation: false, path: urls('jpg'), webp: urls('webp') }],
  gender: 'woman',
  ethnicity: 'white',
  relationshipStatus: 'single',
  city: 'Dublin',
  country: 'IE',
  bio: 'Dublin local with a soft spot for photography.',
  ...overrides,
});

const page = (profiles: Profile[]): ProfilesPage => ({ profiles, total: 3416, page: 2, limit: 36 });

/** What the route wrote before: the contract's parse, then JSON.stringify. */
const asBefore = (answer: ProfilesPage) => JSON.stringify(profilesPageSchema.parse(answer));

describe('the profiles page as JSON', () => {
  it('writes the same bytes as the contract parse + JSON.stringify, for full cards and sparse ones', () => {
    const answer = page([
      card(),
      card({
        _id: '8',
        height: null,
        body: null,
        hair: null,
        eyes: null,
        tags: [],
        images: [],
        profile: { birthday: null },
        activityDate: null,
      }),
      card({ _id: '9', ethnicity: null, relationshipStatus: null, city: null, country: null, bio: undefined, gender: undefined }),
      card({ _id: '10', images: [{ _id: '100', type: 'avatar', processed: true, under_moderation: false, path: urls('png') }] }),
    ]);
    expect(profilesPageJson(answer)).toBe(asBefore(answer));
    expect(profilesPageJson(page([]))).toBe('{"profiles":[],"total":3416,"page":2,"limit":36}');
  });

  it('escapes text exactly as JSON.stringify does (quotes, backslashes, control characters, emoji, line separators)', () => {
    const answer = page([card({ username: 'a"b\\c\u0001\n\t', city: 'Zürich 😀', bio: 'Line\u2028separator “quoted” </script>' })]);
    expect(profilesPageJson(answer)).toBe(asBefore(answer));
    expect(JSON.parse(profilesPageJson(answer)).profiles[0].username).toBe('a"b\\c\u0001\n\t');
  });

  it('writes only the keys the contract names, in its order', () => {
    const withExtra = { ...card(), about: 'the whole about text', internalScore: 3 } as Profile;
    const written = JSON.parse(profilesPageJson(page([withExtra]))).profiles[0];
    expect(written).not.toHaveProperty('about');
    expect(written).not.toHaveProperty('internalScore');
    expect(Object.keys(written)).toEqual(Object.keys(profilesPageSchema.shape.profiles.element.shape).filter((key) => key in written));
  });

  it('refuses a card without a required field rather than sending it', () => {
    const { username: _, ...withoutUsername } = card();
    expect(() => profilesPageJson(page([withoutUsername as Profile]))).toThrow(/username/);
  });

  it('refuses counts that are not whole numbers rather than writing a page a client cannot read', () => {
    expect(() => profilesPageBytes({ cards: [], total: Number.NaN, page: 1, limit: 36 })).toThrow(RangeError);
    expect(() => profilesPageBytes({ cards: [], total: 10, page: 0, limit: 36 })).toThrow(RangeError);
    expect(() => profilesPageBytes({ cards: [], total: 10, page: 1, limit: 1.5 })).toThrow(RangeError);
    expect(() => profilesPageBytes({ cards: [], total: -1, page: 1, limit: 36 })).toThrow(RangeError);
  });
});
