import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
await session.post('Profiler.start');
let done = false;
async function save() {
  if (done) return; done = true;
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(`/tmp/prof/api-${process.pid}.cpuprofile`, JSON.stringify(profile));
}
process.prependListener('SIGTERM', () => { void save().then(() => process.exit(0)); });
await import('./server.js');
