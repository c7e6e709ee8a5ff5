// Checkout (member spec §9): the cart, the price of a message, the order polling and the card.
// What a membership unlocks (MEMBERSHIP_FEATURES) is part of a product: platform/membership-features.ts.

export const CART_LIMIT = 1;
export const MESSAGE_CREDIT_COST = 1;

export const ORDER_POLL_INTERVAL_MS = 2_000;
export const ORDER_POLL_TIMEOUT_MS = 25_000;

export const CVV_LENGTHS = [3, 4] as const;

/** The longest order key a client may send (a UUID is 36). */
export const ORDER_KEY_MAX_LENGTH = 64;
