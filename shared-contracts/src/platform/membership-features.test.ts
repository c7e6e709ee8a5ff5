import { describe, expect, it } from 'vitest';
import { hasMembershipFeature, missingMembershipFeatures } from './membership-features';

describe("a gate's question: does the member's membership grant the feature", () => {
  it('answers from the features of the memberships running now, not from VIP alone', () => {
    // Velvet Hour's monthly: every photo and the boost, no favourites.
    const velvetMonthly = { isPremium: true, membershipFeatures: ['images-and-albums', 'profile-boost'] };
    expect(hasMembershipFeature(velvetMonthly, 'images-and-albums')).toBe(true);
    expect(hasMembershipFeature(velvetMonthly, 'unlimited-favorites')).toBe(false);
    expect(missingMembershipFeatures(velvetMonthly)).toEqual(['inbox-filter', 'unlimited-favorites']);
  });

  it('grants nothing to a member without a membership, to a record kept from before the list, or to nobody', () => {
    expect(hasMembershipFeature({ membershipFeatures: [] }, 'inbox-filter')).toBe(false);
    expect(hasMembershipFeature({}, 'inbox-filter')).toBe(false);
    expect(hasMembershipFeature(null, 'inbox-filter')).toBe(false);
    expect(missingMembershipFeatures(undefined)).toHaveLength(4);
    expect(
      missingMembershipFeatures({ membershipFeatures: ['images-and-albums', 'profile-boost', 'inbox-filter', 'unlimited-favorites'] }),
    ).toEqual([]);
  });
});
