// The built-in sandbox card processor: behaves like a real one (tokens, payment intents with
// states and idempotency keys, signed webhooks sent after the answer, retried when refused, full
// refunds answered at once, one per idempotency key) with
// the test cards of sandbox-cards.ts. Its state lives outside our database, as a real processor's
// does: in memory, or in a file of its own (`stateFile`) so that the intents outlive a crash of the
// API, as they would at a real processor. A card's behaviour travels in its token; the number
// itself is dropped.
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { cardBrand, sandboxBehaviour, type SandboxBehaviour } from './sandbox-cards';
import type {
  ApplePayToken,
  CardDetails,
  CreateIntentInput,
  PaymentIntent,
  PaymentMethod,
  PaymentProvider,
  Refund,
  WebhookDelivery,
  WebhookEvent,
  WebhookEventType,
} from './provider';
import { signWebhook } from './webhook-signature';

export interface SandboxOptions {
  webhookSecret: string;
  /** How long the slow card takes. */
  slowCardMs: number;
  clock: () => Date;
  /** Told when a webhook could not be delivered after its retries. */
  onDeliveryFailure?: (error: unknown) => void;
  /** Where the intents are kept across restarts (written before each answer); unset: memory only. */
  stateFile?: string;
}

/** What the sandbox keeps of its intents in `stateFile`. */
interface SandboxState {
  intents: [string, PaymentIntent][];
  byIdempotencyKey: [string, string][];
  challengeReturns: [string, string][];
  /** Absent in a file written before refunds existed. */
  refunds?: [string, Refund][];
  refundsByIdempotencyKey?: [string, string][];
}

/** How long Apple's merchant sessions last (5 minutes). */
const APPLE_PAY_SESSION_MS = 300_000;
const NETWORKS: Record<string, string> = { visa: 'visa', mastercard: 'mastercard', amex: 'amex' };

/** Attempts per webhook, and the wait between them (a real processor retries for days). */
const DELIVERY_ATTEMPTS = 3;
const DELIVERY_RETRY_MS = 1_000;

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The sandbox bank's challenge page (3-D Secure), served by the API: `/payments/sandbox/challenge/{intentId}`. */
export const sandboxChallengePath = (intentId: string) => `/payments/sandbox/challenge/${encodeURIComponent(intentId)}`;

/** What the bank's challenge page shows and where it sends the browser back to. */
export interface SandboxChallenge {
  intent: PaymentIntent;
  returnUrl: string;
}

export interface SandboxProcessor extends PaymentProvider {
  /** Every intent created for a payment (tests count the charges). */
  intentsFor(paymentId: string): PaymentIntent[];
  /** Every refund of an intent (tests count them). */
  refundsOf(intentId: string): Refund[];
  /** An intent that went through (or waits for) the bank's challenge; null for any other id. */
  challenge(intentId: string): SandboxChallenge | null;
  /**
   * The card holder's answer on the challenge page: approved, the intent succeeds; failed, the bank
   * refuses it. Only a waiting challenge changes (a second answer changes nothing); webhooks follow.
   */
  completeChallenge(intentId: string, approved: boolean): SandboxChallenge | null;
}

/** Whether a payment provider is the built-in sandbox (its bank page is served by the API). */
export function isSandboxProcessor(provider: PaymentProvider): provider is SandboxProcessor {
  return 'completeChallenge' in provider && 'challenge' in provider;
}

export function createSandboxProcessor(options: SandboxOptions): SandboxProcessor {
  const kept =
    options.stateFile && existsSync(options.stateFile) ? (JSON.parse(readFileSync(options.stateFile, 'utf8')) as SandboxState) : null;
  const intents = new Map<string, PaymentIntent>(kept?.intents);
  const byIdempotencyKey = new Map<string, string>(kept?.byIdempotencyKey);
  /** The challenged intents' return addresses. */
  const challengeReturns = new Map<string, string>(kept?.challengeReturns);
  const refunds = new Map<string, Refund>(kept?.refunds);
  const refundsByIdempotencyKey = new Map<string, string>(kept?.refundsByIdempotencyKey);

  /** Writes the intents down before the processor answers (a new file, then renamed: never half written). */
  function keep(): void {
    if (!options.stateFile) return;
    const state: SandboxState = {
      intents: [...intents],
      byIdempotencyKey: [...byIdempotencyKey],
      challengeReturns: [...challengeReturns],
      refunds: [...refunds],
      refundsByIdempotencyKey: [...refundsByIdempotencyKey],
    };
    writeFileSync(`${options.stateFile}.next`, JSON.stringify(state));
    renameSync(`${options.stateFile}.next`, options.stateFile);
  }
  const timers = new Set<NodeJS.Timeout>();
  let deliver: ((delivery: WebhookDelivery) => Promise<void>) | undefined;
  let closed = false;

  const later = (ms: number, run: () => void) => {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) run();
    }, ms);
    timers.add(timer);
  };

  function send(type: WebhookEventType, intent: PaymentIntent): void {
    if (!deliver) return;
    const event: WebhookEvent = { id: randomId('evt'), type, created: Math.floor(options.clock().getTime() / 1000), intent: { ...intent } };
    const payload = JSON.stringify(event);
    const attemptDelivery = (n: number) =>
      later(n === 1 ? 0 : DELIVERY_RETRY_MS, () => {
        deliver!({ payload, signature: signWebhook(options.webhookSecret, payload, options.clock()) }).catch((error: unknown) => {
          if (n < DELIVERY_ATTEMPTS) attemptDelivery(n + 1);
          else options.onDeliveryFailure?.(error);
        });
      });
    attemptDelivery(1);
  }

  function settleIntent(intent: PaymentIntent, behaviour: SandboxBehaviour | 'declined'): void {
    // A cancelled intent (the slow card's timer firing after cancelIntent) stays cancelled.
    if (intent.status === 'canceled') return;
    switch (behaviour) {
      case 'approve':
      case 'slow':
        intent.status = 'succeeded';
        break;
      case 'processor-error':
        intent.status = 'failed';
        intent.failure = 'system';
        break;
      default:
        intent.status = 'failed';
        intent.failure = 'bank';
    }
    keep();
    send(intent.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', intent);
  }

  return {
    name: 'sandbox',
    async createPaymentMethod(card: CardDetails): Promise<PaymentMethod> {
      const behaviour = sandboxBehaviour(card.number);
      return {
        token: `${randomId('pm')}_${behaviour}`,
        brand: cardBrand(card.number),
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
    },
    async validateApplePayMerchant({ validationUrl, domainName, displayName }) {
      // A real processor posts to Apple's validationUrl with the merchant certificate; the sandbox
      // answers a session of the same shape, signed with its own secret, and calls nobody.
      if (new URL(validationUrl).protocol !== 'https:') throw new Error('Apple Pay validation needs https');
      const now = options.clock().getTime();
      const session = {
        epochTimestamp: now,
        expiresAt: now + APPLE_PAY_SESSION_MS,
        merchantSessionIdentifier: randomId('msi'),
        nonce: randomBytes(8).toString('hex'),
        merchantIdentifier: 'merchant.heartline.sandbox',
        domainName,
        displayName,
      };
      const signature = createHmac('sha256', options.webhookSecret).update(JSON.stringify(session)).digest('hex');
      return { ...session, signature };
    },
    async createApplePayMethod(token: ApplePayToken): Promise<PaymentMethod> {
      let data: unknown;
      try {
        data = JSON.parse(token.paymentData);
      } catch {
        throw new Error('The Apple Pay token could not be read');
      }
      if (typeof data !== 'object' || data === null) throw new Error('The Apple Pay token could not be read');
      // The sandbox approves every Apple Pay payment, as Apple's own sandbox cards are approved.
      return {
        token: `${randomId('pm')}_approve`,
        brand: NETWORKS[token.network.toLowerCase()] ?? 'card',
        last4: /(\d{4})\s*$/.exec(token.displayName)?.[1] ?? '',
        expMonth: 0,
        expYear: 0,
      };
    },
    async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
      const known = byIdempotencyKey.get(input.idempotencyKey);
      if (known) return { ...intents.get(known)! };
      const behaviour = /_(approve|insufficient-funds|processor-error|slow|challenge|declined)$/.exec(input.paymentMethodToken)?.[1] as
        SandboxBehaviour | 'declined' | undefined;
      const intent: PaymentIntent = {
        id: randomId('pi'),
        status: 'processing',
        amountCents: input.amountCents,
        currencyCode: input.currencyCode,
        metadata: { ...input.metadata },
      };
      intents.set(intent.id, intent);
      byIdempotencyKey.set(input.idempotencyKey, intent.id);
      if (behaviour === 'slow') later(options.slowCardMs, () => settleIntent(intent, 'slow'));
      else if (behaviour === 'challenge') {
        if (input.returnUrl === undefined) {
          // Off-session (a renewal): nobody is there to answer the bank, which refuses the charge.
          settleIntent(intent, 'declined');
        } else {
          // Nothing is charged until the card holder answers the bank (no webhook until then).
          intent.status = 'requires_action';
          intent.nextAction = { redirectUrl: sandboxChallengePath(intent.id) };
          challengeReturns.set(intent.id, input.returnUrl);
          keep();
        }
      } else settleIntent(intent, behaviour ?? 'declined');
      // The slow card's intent is kept processing until it answers.
      if (behaviour === 'slow') keep();
      return { ...intent };
    },
    async retrieveIntent(id) {
      const intent = intents.get(id);
      return intent ? { ...intent } : null;
    },
    async cancelIntent(id) {
      const intent = intents.get(id);
      if (!intent) return null;
      if (intent.status === 'processing' || intent.status === 'requires_action') {
        intent.status = 'canceled';
        delete intent.nextAction;
        keep();
      }
      return { ...intent };
    },
    async refundIntent(intentId, { idempotencyKey }) {
      const known = refundsByIdempotencyKey.get(idempotencyKey);
      if (known) return { ...refunds.get(known)! };
      const intent = intents.get(intentId);
      if (!intent) return null;
      // As Stripe's: a charge is given back once, and only a charge that went through.
      if (intent.status === 'refunded') throw new Error(`The intent ${intentId} is refunded already`);
      if (intent.status !== 'succeeded') throw new Error(`The intent ${intentId} has not succeeded: nothing to refund`);
      const refund: Refund = {
        id: randomId('re'),
        intentId,
        amountCents: intent.amountCents,
        currencyCode: intent.currencyCode,
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      refundsByIdempotencyKey.set(idempotencyKey, refund.id);
      intent.status = 'refunded';
      keep();
      return { ...refund };
    },
    async searchIntents({ paymentId }) {
      return [...intents.values()]
        .filter((intent) => intent.metadata.paymentId === paymentId)
        .toReversed()
        .map((intent) => ({ ...intent }));
    },
    onWebhook(listener) {
      deliver = listener;
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    challenge(intentId) {
      const intent = intents.get(intentId);
      const returnUrl = challengeReturns.get(intentId);
      return intent && returnUrl !== undefined ? { intent: { ...intent }, returnUrl } : null;
    },
    completeChallenge(intentId, approved) {
      const intent = intents.get(intentId);
      const returnUrl = challengeReturns.get(intentId);
      if (!intent || returnUrl === undefined) return null;
      if (intent.status === 'requires_action') {
        delete intent.nextAction;
        settleIntent(intent, approved ? 'approve' : 'declined');
      }
      return { intent: { ...intent }, returnUrl };
    },
    intentsFor(paymentId) {
      return [...intents.values()].filter((intent) => intent.metadata.paymentId === paymentId).map((intent) => ({ ...intent }));
    },
    refundsOf(intentId) {
      return [...refunds.values()].filter((refund) => refund.intentId === intentId).map((refund) => ({ ...refund }));
    },
  };
}
