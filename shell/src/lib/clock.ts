// The shell reads the web's one clock (shared-contracts/src/platform/clock.ts), so the shell and
// the remotes agree on what "now" is, in a test too.
export { now, setClock } from '@heartline/contracts';
