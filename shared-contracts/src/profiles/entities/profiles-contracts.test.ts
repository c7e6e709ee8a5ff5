import { describe, expect, it } from 'vitest';
import { PROFILES_MESSAGES } from '../messages';
import { profileDetailSchema } from './profile-detail';
import { profileUpdateSchema, userUpdateSchema } from './profile-update';
import { profilesQuerySchema } from './profiles-search';
import { swipeRequestSchema } from './match';

const card = {
  _id: 7,
  username: 'lena_83',
  profile: { birthday: '1990-01-01' },
  createDate: '2024-06-10T08:00:00.000Z',
  activityDate: null,
  height: 168,
  age: 34,
  body: 'fit',
  hair: 'red',
  eyes: 'green',
  tags: ['online'],
};

describe('profilesQuerySchema', () => {
  it('reads the landing variant with a boolean premium flag', () => {
    expect(profilesQuerySchema.parse({ limit: '8', type: 'landing', premium: 'true' })).toMatchObject({
      limit: 8,
      type: 'landing',
      premium: true,
    });
  });

  it('refuses an upside-down age range', () => {
    expect(profilesQuerySchema.safeParse({ ageMin: '40', ageMax: '30' }).error?.issues[0]?.message).toBe(
      'The youngest age must not be above the oldest.',
    );
  });
});

describe('profileDetailSchema', () => {
  it('keeps blocked photos without URLs', () => {
    const detail = profileDetailSchema.parse({
      ...card,
      about: 'Hi',
      interests: ['jazz'],
      isFavourite: false,
      gallery: [
        { _id: 1, blocked: false, type: 'others', processed: true, under_moderation: false, path: { medium: 'http://x/m.jpg' } },
        { _id: 2, blocked: true },
      ],
    });
    expect(detail.gallery[1]).toEqual({ _id: '2', blocked: true });
  });
});

describe('userUpdateSchema', () => {
  const form = {
    gender: 'man',
    lookingForAge: { min: 25, max: 40 },
    aboutMe: 'Walks',
    lookingForTags: ['hiking'],
    email: 'me@example.com',
  } as const;

  it('tells a favourite toggle from the profile form', () => {
    expect(userUpdateSchema.parse({ favourite: { profileId: 3, value: true } })).toEqual({ favourite: { profileId: '3', value: true } });
    // Only what was sent: nothing is filled in for the fields left out.
    expect(userUpdateSchema.parse(form)).toEqual(form);
  });

  it('says which tags are missing in the spec words', () => {
    const result = profileUpdateSchema.safeParse({ ...form, lookingForTags: [] });
    expect(result.error?.issues[0]?.message).toBe('Information is required, please fill in some tags');
  });

  it('refuses a short new password but lets an empty one keep the current', () => {
    expect(profileUpdateSchema.safeParse({ ...form, password: 'short' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ ...form, password: '' }).success).toBe(true);
  });
});

describe('swipeRequestSchema', () => {
  it('accepts numeric ids as strings', () => {
    expect(swipeRequestSchema.parse({ toUserId: 12, actionType: 'like' })).toEqual({ toUserId: '12', actionType: 'like' });
    expect(PROFILES_MESSAGES.noLikesLeft).toBe('You have no likes left');
  });
});
