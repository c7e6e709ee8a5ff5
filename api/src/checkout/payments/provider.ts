// The payment processor as checkout sees it, shaped like a real card processor's (Stripe's payment
// intents, Medusa's payment provider interface): a card becomes a token (the number and CVV go no
// further than createPaymentMethod), a charge is a payment intent with a state and an idempotency
// key, and the processor tells the outcome later through signed webhooks that may come twice or
// out of order. The built-in sandbox (sandbox-processor.ts) is the default.

/** What the card form sends; only the processor ever sees the number and CVV. */
export interface CardDetails {
  number: string;
  cvv: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  nameOnCard: string;
  zip: string;
}

/** A card as the processor keeps it: its token, and what may be shown and stored of it. */
export interface PaymentMethod {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * `requires_action`: the bank asks the card holder to confirm (3-D Secure) at `nextAction.redirectUrl`;
 * `canceled`: we cancelled it before it succeeded (cancelIntent), nothing is or will be charged;
 * `refunded`: it succeeded and its charge was given back in full (refundIntent).
 */
export type IntentStatus = 'processing' | 'requires_action' | 'succeeded' | 'failed' | 'canceled' | 'refunded';
/** A failed charge: the bank refused it (insufficient funds, declined) or the processor failed. */
export type IntentFailure = 'bank' | 'system';

export interface PaymentIntent {
  id: string;
  status: IntentStatus;
  amountCents: number;
  currencyCode: string;
  failure?: IntentFailure;
  /** Ours, given when it was created: `paymentId` names the payment row. */
  metadata: { paymentId: string };
  /**
   * Where the browser must go for the bank's challenge while `requires_action` (a relative URL is
   * on the API's own origin: the sandbox's bank page); the bank sends it back to the intent's `returnUrl`.
   */
  nextAction?: { redirectUrl: string };
}

export interface CreateIntentInput {
  amountCents: number;
  currencyCode: string;
  paymentMethodToken: string;
  /** A second call with the same key answers the same intent and charges nothing more. */
  idempotencyKey: string;
  metadata: { paymentId: string };
  /**
   * Where the bank's challenge (3-D Secure) sends the browser back to: the member's checkout. None
   * off-session (a renewal): a card that needs the challenge is then refused by the bank.
   */
  returnUrl?: string;
}

/** Apple Pay's merchant validation: the browser's validation address, and who we are to Apple. */
export interface ApplePayMerchantValidation {
  validationUrl: string;
  /** The brand's domain the payment sheet is shown on. */
  domainName: string;
  /** The name on the payment sheet. */
  displayName: string;
}

/** The merchant session the processor (or Apple) answers: opaque, handed to the browser as it is. */
export type ApplePayMerchantSession = Record<string, string | number>;

/** An authorised Apple Pay payment's token, as the browser gives it. */
export interface ApplePayToken {
  /** Encrypted JSON: only the processor reads it. */
  paymentData: string;
  network: string;
  displayName: string;
}

/**
 * A refund of an intent's charge (Stripe's Refund, what Medusa's refundPayment records):
 * `succeeded` once the money is on its way back to the card holder.
 */
export interface Refund {
  id: string;
  intentId: string;
  amountCents: number;
  currencyCode: string;
  status: 'pending' | 'succeeded' | 'failed';
}

export interface RefundIntentInput {
  /** A second call with the same key answers the same refund and refunds nothing more. */
  idempotencyKey: string;
  /** Stripe's refund reasons; ours is a second charge of an order already paid. */
  reason: 'duplicate' | 'requested_by_customer';
}

/** A webhook event as delivered: its JSON text and the signature header over it. */
export interface WebhookDelivery {
  payload: string;
  signature: string;
}

export type WebhookEventType = 'payment_intent.succeeded' | 'payment_intent.payment_failed';

export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  /** Seconds since the epoch, as the processor saw it. */
  created: number;
  intent: PaymentIntent;
}

export interface PaymentProvider {
  /** Stored with each payment and card, e.g. 'sandbox'. */
  readonly name: string;
  /** Turns card details into a token (a refused card is an Error with `failure`). */
  createPaymentMethod(card: CardDetails): Promise<PaymentMethod>;
  /** Validates the merchant with Apple for a browser's Apple Pay sheet (an Error when refused). */
  validateApplePayMerchant(input: ApplePayMerchantValidation): Promise<ApplePayMerchantSession>;
  /**
   * Turns an Apple Pay token into a payment method (an Error when it cannot be read). A device's
   * card has no expiry to show: expMonth and expYear are 0 and it is never saved to the wallet.
   */
  createApplePayMethod(token: ApplePayToken): Promise<PaymentMethod>;
  /** Charges a tokenised card. */
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /**
   * Cancels an intent that has not succeeded (Stripe's cancel of a PaymentIntent, Medusa's
   * cancelPayment): nothing is charged and it can no longer succeed. Answers the intent as it now
   * is: `canceled`, or `succeeded`/`failed` when it was decided first (a card holder who answered
   * the bank just before). Null for an intent the processor does not know.
   */
  cancelIntent(id: string): Promise<PaymentIntent | null>;
  /**
   * Refunds a succeeded intent in full (Stripe's refunds.create, Medusa's refundPayment); the intent
   * then answers `refunded`. Null for an intent the processor does not know; an Error for one that
   * never succeeded (nothing to give back).
   */
  refundIntent(intentId: string, input: RefundIntentInput): Promise<Refund | null>;
  /**
   * The intents created for one of our payments (its metadata), newest first: how a payment whose
   * intent id we never recorded (a crash right after the charge) is found again.
   */
  searchIntents(query: { paymentId: string }): Promise<PaymentIntent[]>;
  /** Where the processor sends its webhooks (in production its HTTP POSTs reach the webhook route). */
  onWebhook(deliver: (delivery: WebhookDelivery) => Promise<void>): void;
  /** Stops timers (the app closes). */
  close(): void;
}
