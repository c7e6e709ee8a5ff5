// Every TanStack Query key of this remote, in one place (the shell's one QueryClient holds them).
export const queryKeys = {
  /** Everything of the checkout: invalidated after a purchase. */
  all: ['checkout'] as const,
  catalogue: () => ['checkout', 'catalogue'] as const,
  wallet: () => ['checkout', 'wallet'] as const,
};
