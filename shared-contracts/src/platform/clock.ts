// The web's one clock, shared by the shell and every remote (@heartline/contracts is a singleton
// at run time): token validity, the channel's silence, a meet-up's earliest date, a draft's age.
// A test that sets it sees every app agree on what "now" is.
let source: () => number = () => Date.now();

export function now(): number {
  return source();
}

/** Tests pin the clock; `undefined` gives the real one back. */
export function setClock(next: (() => number) | undefined): void {
  source = next ?? (() => Date.now());
}
