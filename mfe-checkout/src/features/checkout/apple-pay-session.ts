// The browser's Apple Pay (Safari's ApplePaySession, not in TypeScript's DOM types): only what the
// checkout uses. It is offered only where the browser says it can pay (`canMakePayments()`).

export interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  total: { label: string; amount: string };
}

export interface ApplePayPaymentToken {
  paymentData: unknown;
  paymentMethod: { network: string; displayName: string };
}

export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: ApplePayPaymentToken } }) => void) | null;
  oncancel: (() => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(session: unknown): void;
  completePayment(status: number): void;
}

export interface ApplePaySessionConstructor {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike;
  canMakePayments(): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

/** The version of the Apple Pay JS API the request is written for. */
export const APPLE_PAY_VERSION = 3;

/** The browser's ApplePaySession when it can pay here (Safari with a card in Wallet, over https); else null. */
export function availableApplePay(): ApplePaySessionConstructor | null {
  const session = (globalThis as { ApplePaySession?: ApplePaySessionConstructor }).ApplePaySession;
  try {
    return session?.canMakePayments() ? session : null;
  } catch {
    // canMakePayments throws outside a secure context.
    return null;
  }
}
