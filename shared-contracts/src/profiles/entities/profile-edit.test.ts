import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLATFORM_MESSAGES } from '../../platform/messages';
import { ACCOUNTS_MESSAGES } from '../../accounts/messages';
import { fieldMessages as messagesFor } from '../../testing/field-messages';
import { profileEditFormSchema, type ProfileEditFormInput } from './profile-edit';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.UTC(2024, 5, 15, 12)));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('profileEditFormSchema', () => {
  const valid: ProfileEditFormInput = {
    firstName: 'Anna',
    lastName: 'B',
    gender: 'woman',
    birthday: '2006-06-15',
    lookingForAge: { min: 25, max: 40 },
    aboutMe: 'I like long walks.',
    lookingForTags: ['hiking'],
    email: 'anna@example.com',
  };

  it('accepts a complete form and fills the switches', () => {
    expect(profileEditFormSchema.parse(valid)).toMatchObject({
      showOnline: true,
      notifyByEmail: true,
      keepLocationPrivate: false,
      password: '',
    });
  });

  it('asks for looking-for tags in the spec words', () => {
    const result = profileEditFormSchema.safeParse({ ...valid, lookingForTags: [] });
    expect(messagesFor(result, 'lookingForTags')).toEqual(['Information is required, please fill in some tags']);
  });

  it('requires about me', () => {
    const result = profileEditFormSchema.safeParse({ ...valid, aboutMe: '   ' });
    expect(messagesFor(result, 'aboutMe')).toEqual([PLATFORM_MESSAGES.required]);
  });

  it('refuses a birthday one day short of 18 years', () => {
    const result = profileEditFormSchema.safeParse({ ...valid, birthday: '2006-06-16' });
    expect(messagesFor(result, 'birthday')).toEqual([ACCOUNTS_MESSAGES.notAdult]);
  });

  it('refuses an impossible birthday as an invalid date', () => {
    const result = profileEditFormSchema.safeParse({ ...valid, birthday: '1990-02-30' });
    expect(messagesFor(result, 'birthday')).toEqual([PLATFORM_MESSAGES.invalidDate]);
  });

  it('refuses an invalid email with the spec message', () => {
    const result = profileEditFormSchema.safeParse({ ...valid, email: 'anna@' });
    expect(messagesFor(result, 'email')).toEqual(['please enter a valid email address']);
  });
});
