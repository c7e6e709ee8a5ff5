import { describe, expect, it } from 'vitest';
import type { User } from '@heartline/contracts';
import { justCompleted, missingProfileFields } from './profile-completeness';
import { image, member } from '@heartline/remote-kit/testing';

const filled: Partial<User['profile']> = {
  gender: 'woman',
  birthday: '1990-01-01',
  city: 'Cork',
  aboutMe: 'Hello',
  lookingFor: { gender: null, age: null, tags: ['jazz'] },
};
const promoted = { promotions: { firstPurchasePromotion: false, complete_profile: true } };

describe('profile completeness', () => {
  it('lists what a profile still misses, in the order of the form', () => {
    expect(missingProfileFields(member({ firstName: '', images: [] }))).toEqual([
      'firstName',
      'gender',
      'birthday',
      'location',
      'aboutMe',
      'lookingForTags',
      'avatar',
    ]);
    expect(
      missingProfileFields(
        member({ images: [image('a', { type: 'avatar' })] }, { ...filled, lookingFor: { gender: null, age: null, tags: [' '] } }),
      ),
    ).toEqual(['lookingForTags']);
  });

  it('sees a profile just completed only while the promotion runs', () => {
    const before = member(promoted, filled);
    const after = { ...before, images: [image('a', { type: 'avatar', under_moderation: true })] };
    expect(justCompleted(before, after)).toBe(true);
    expect(justCompleted(after, after)).toBe(false);
    expect(justCompleted({ ...before, promotions: { firstPurchasePromotion: false, complete_profile: false } }, after)).toBe(false);
  });
});
