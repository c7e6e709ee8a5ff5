// Two processes must never open one PGlite folder (it is a single-user database and would be
// corrupted), so the folder is locked for as long as the API holds it open.
import { mkdir } from 'node:fs/promises';
import lockfile from 'proper-lockfile';

export class DatabaseFolderInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(`database folder ${dataDir} is in use by another process`);
    this.name = 'DatabaseFolderInUseError';
  }
}

/** Locks `dataDir` (creating it if needed) and resolves with the function that releases it. */
export async function lockDataDir(dataDir: string, onCompromised: (error: Error) => void): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { realpath: true, stale: 15_000, update: 5_000, onCompromised });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DatabaseFolderInUseError(dataDir);
    throw error;
  }
}
