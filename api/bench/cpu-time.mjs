// CPU time spent by the API process and by the PostgreSQL backends serving its database, read
// from /proc (Linux). Requests per second move with whatever else the machine is running; CPU
// time per request barely does, so the bench reports both.
import { readFileSync } from 'node:fs';
import pg from 'pg';

const CLOCK_TICKS_PER_S = 100;

/** utime + stime of a process in microseconds, or 0 when it is gone or /proc is not there. */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // Fields 14 and 15 of stat(5) (utime, stime), counted after the ") " that ends the name.
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS_PER_S;
  } catch {
    return 0;
  }
}

/** The readings' own connections, left out of what they read. */
const READER_NAME = 'bench-cpu-reading';
/** How often the database's backends are looked up and read while a reading runs. */
const SAMPLE_MS = 250;

/**
 * Starts a CPU-time reading of `apiPid` and of the backends connected to `databaseUrl`'s database
 * (call it once the API's pool is warm); `stop()` answers the microseconds each spent in between,
 * the backends' also by their application_name (`postgresByName`).
 * The backends are looked up and read every SAMPLE_MS: a pool's connection may close during the
 * window (pg-pool closes one idle for its idleTimeoutMillis: 10 s by default, 5 min in the API) and another open. A backend seen at the start
 * counts from its reading then, one that appears later from zero (it started within the window),
 * and one that goes counts up to its last reading. (Reading only the start's backends, at the start
 * and the end, counted a closed one as having given its CPU back: negative figures, now and then.)
 */
export async function startCpuReading(databaseUrl, apiPid) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: READER_NAME });
  await client.connect();
  /** pid → its CPU when first read in the window, and when last read. */
  const seen = new Map();
  const lookUp = async (first) => {
    const { rows } = await client.query(
      'select pid, application_name from pg_stat_activity where datname = current_database() and application_name <> $1',
      [READER_NAME],
    );
    for (const { pid, application_name: name } of rows) {
      const now = cpuMicros(pid);
      const known = seen.get(pid);
      if (known) known.last = now || known.last;
      else seen.set(pid, { first: first ? now : 0, last: now, name });
    }
  };
  await lookUp(true);
  const apiStart = cpuMicros(apiPid);
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(() => lookUp(false)).catch(() => undefined);
  }, SAMPLE_MS);
  return {
    async stop() {
      clearInterval(timer);
      const api = cpuMicros(apiPid) - apiStart;
      await sampling;
      await lookUp(false);
      await client.end();
      let postgres = 0;
      /** application_name → its backends' CPU (each API instance names its own with PGAPPNAME). */
      const postgresByName = new Map();
      for (const { first, last, name } of seen.values()) {
        const spent = Math.max(0, last - first);
        postgres += spent;
        postgresByName.set(name, (postgresByName.get(name) ?? 0) + spent);
      }
      return { api, postgres, postgresByName };
    },
  };
}
