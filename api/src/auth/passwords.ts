import argon2 from 'argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): the library default
// (64 MiB, 3 passes, 4 lanes) costs ~10x more per sign-in for little gain at this scale.
// Each hash records its parameters, so raising them later still verifies older hashes.
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

// Verified when the username is unknown, so a wrong username costs as long as a wrong password
// and response times do not reveal which usernames exist.
let decoyHash: Promise<string> | undefined;

/** True when `password` matches `hash`; an absent hash (unknown user) is never a match. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword('heartline-decoy-password');
    await argon2.verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
