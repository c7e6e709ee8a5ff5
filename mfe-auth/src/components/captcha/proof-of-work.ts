// The self-hosted captcha's proof of work (ALTCHA, solved with altcha-lib in the browser's own
// SHA-256): the page asks for a challenge as soon as it opens and solves it while the person fills
// the form, so the token is ready when they submit. Each solved challenge earns one token; the next
// one is started in the background as soon as one is taken (a second attempt after a refusal).
import { getCaptchaPowChallenge, type CaptchaPowChallenge, type CaptchaPowSolution } from '@heartline/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

export interface PowProof {
  challenge: CaptchaPowChallenge;
  solution: CaptchaPowSolution;
}

/** Fetches a challenge and searches for its counter. */
export async function solvePowChallenge(getChallenge: () => Promise<CaptchaPowChallenge> = getCaptchaPowChallenge): Promise<PowProof> {
  const challenge = await getChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return { challenge, solution };
}

export interface PowInBackground {
  /** The proof being solved (or solved already); the next call gets a new one. */
  take(): Promise<PowProof>;
}

export function powInBackground(solve: () => Promise<PowProof> = solvePowChallenge): PowInBackground {
  const start = () => {
    const pending = solve();
    // A failure is reported to whoever takes this proof, not as an unhandled rejection now.
    pending.catch(() => undefined);
    return pending;
  };
  let pending = start();
  return {
    take() {
      const current = pending;
      pending = start();
      return current;
    },
  };
}
