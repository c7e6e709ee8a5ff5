// @heartline/contracts/payment: following a payment to its outcome (checkout/order-polling.ts),
// for the two pages that take a payment (the checkout, the no-credits popup). An entry of its own,
// and not a shared module, so the pages that pay nothing (the agent console, every first visit)
// do not download it: each of those two remotes bundles its own copy of these pure functions.
export { followOrder, isUnanswered, orderOutcome, payAndFollowOrder } from './checkout/order-polling';
export type { OrderOutcome, OrderPolling } from './checkout/order-polling';
