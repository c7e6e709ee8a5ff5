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

/**
 * Starts a CPU-time reading of `apiPid` and of the backends connected to `databaseUrl`'s
 * database right now (call it once the API's pool is warm); `stop()` answers the microseconds each spent.
 */
export async function startCpuReading(databaseUrl, apiPid) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let backendPids;
  try {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    backendPids = rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
  const backends = () => backendPids.reduce((sum, pid) => sum + cpuMicros(pid), 0);
  const apiStart = cpuMicros(apiPid);
  const backendsStart = backends();
  return {
    stop: () => ({ api: cpuMicros(apiPid) - apiStart, postgres: backends() - backendsStart }),
  };
}
