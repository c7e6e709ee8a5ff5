// The sandbox processor's test cards (documented in the README): what each number does. Any other
// valid number is declined as the bank's refusal, like a real processor's test mode does.

export type SandboxBehaviour = 'approve' | 'insufficient-funds' | 'processor-error' | 'slow' | 'challenge';

export const SANDBOX_TEST_CARDS: Record<string, { behaviour: SandboxBehaviour; description: string }> = {
  '4242424242424242': { behaviour: 'approve', description: 'approved at once' },
  '4000000000009995': { behaviour: 'insufficient-funds', description: 'declined, insufficient funds (a bank issue)' },
  '4000000000000119': { behaviour: 'processor-error', description: 'the processor fails (a system issue)' },
  '4000000000001000': { behaviour: 'slow', description: 'approved after SANDBOX_SLOW_CARD_MS (10 s)' },
  '4000000000003220': {
    behaviour: 'challenge',
    description: "3-D Secure: the browser goes to the sandbox bank's challenge page; approve succeeds, fail is a bank issue",
  },
};

/** A card number's behaviour; an unknown number is declined by the bank. */
export function sandboxBehaviour(number: string): SandboxBehaviour | 'declined' {
  return SANDBOX_TEST_CARDS[number]?.behaviour ?? 'declined';
}

/** The card network, from the number's first digits (what a wallet shows). */
export function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'card';
}
