// What a membership unlocks (member spec §4 gating prompts): a product's features, which
// entities/product.ts builds its schema from and the gating prompts name. Zod-free, and apart from
// constants.ts, which every first visit loads: only the pages that sell or gate read it.
export const MEMBERSHIP_FEATURES = ['images-and-albums', 'profile-boost', 'inbox-filter', 'unlimited-favorites'] as const;

/**
 * Whether the member's memberships running now grant `feature` (issue 26: a gate reads the feature
 * of the member's membership, not VIP alone: the brands' memberships differ). A record without the
 * list (one kept from before it) grants nothing until the next user record replaces it.
 */
export function hasMembershipFeature(
  member: { membershipFeatures?: readonly string[] } | null | undefined,
  feature: (typeof MEMBERSHIP_FEATURES)[number],
): boolean {
  return member?.membershipFeatures?.includes(feature) === true;
}

/** What the member's memberships running now do not grant: what an upgrade still offers them. */
export function missingMembershipFeatures(
  member: { membershipFeatures?: readonly string[] } | null | undefined,
): (typeof MEMBERSHIP_FEATURES)[number][] {
  return MEMBERSHIP_FEATURES.filter((feature) => !hasMembershipFeature(member, feature));
}
