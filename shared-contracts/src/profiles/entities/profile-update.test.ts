import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from './profile-update';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('PATCH /user/{id}: the fields that changed', () => {
  it('saves the age range alone, with "about me" and the tags never filled', () => {
    const result = profileUpdateSchema.safeParse({ lookingForAge: { min: 30, max: 45 } });
    expect(result.success).toBe(true);
    // Nothing else is filled in: an absent field stays as it is.
    expect(result.data).toEqual({ lookingForAge: { min: 30, max: 45 } });
  });

  it('says what is wrong with the range', () => {
    expect(messagesOf(profileUpdateSchema.safeParse({ lookingForAge: { min: 45, max: 30 } }))).toEqual({
      'lookingForAge.max': 'The youngest age must not be above the oldest.',
    });
  });

  it('requires "about me" and the tags when they are the fields being set', () => {
    expect(messagesOf(profileUpdateSchema.safeParse({ aboutMe: '  ' }))).toEqual({ aboutMe: 'This field is required' });
    expect(messagesOf(profileUpdateSchema.safeParse({ lookingForTags: [] }))).toEqual({
      lookingForTags: 'Information is required, please fill in some tags',
    });
  });

  it('checks each sent field by its rule: email, password, country, birth date', () => {
    expect(
      messagesOf(profileUpdateSchema.safeParse({ email: 'dana@', password: 'short', country: 'Ireland', birthday: '2020-01-01' })),
    ).toEqual({
      email: 'please enter a valid email address',
      password: 'Please enter at least 8 symbols',
      country: 'Please choose a country',
      birthday: 'You must be at least 18 years old',
    });
    expect(profileUpdateSchema.safeParse({ password: '' }).success).toBe(true);
  });

  it('refuses a body with no field of the form', () => {
    expect(messagesOf(profileUpdateSchema.safeParse({}))).toEqual({ '': 'There is nothing to save: change a field first.' });
  });

  it('refuses a key it does not know rather than ignoring it', () => {
    expect(profileUpdateSchema.safeParse({ lookingForAge: { min: 30, max: 45 }, credits: 500 }).success).toBe(false);
  });
});
