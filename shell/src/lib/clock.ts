// The shell's one clock. Every decision about time (token validity, refresh, the channel's
// silence) reads it, so a test that sets it sees the whole shell agree on what "now" is.
let source: () => number = () => Date.now();

export function now(): number {
  return source();
}

/** Tests pin the clock; `undefined` gives the real one back. */
export function setClock(next: (() => number) | undefined): void {
  source = next ?? (() => Date.now());
}
