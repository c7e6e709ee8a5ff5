// What every write that claims an email address shares (sign-up, email change, profile form):
// one lock per address, and recognising the unique index that guards usernames.

/** The advisory lock key serialising every claim of one email address. */
export function emailLockKey(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

/** A unique violation of `constraint`, however the driver (pg, PGlite) and drizzle wrap it. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505' && (candidate.constraint === constraint || String(candidate.message).includes(constraint))) return true;
    current = candidate.cause;
  }
  return false;
}
