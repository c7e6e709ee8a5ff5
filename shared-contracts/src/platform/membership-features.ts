// What a membership unlocks (member spec §4 gating prompts): a product's features, which
// entities/product.ts builds its schema from and the gating prompts name. Zod-free, and apart from
// constants.ts, which every first visit loads: only the pages that sell or gate read it.
export const MEMBERSHIP_FEATURES = ['images-and-albums', 'profile-boost', 'inbox-filter', 'unlimited-favorites'] as const;
