// GET /health as fast as it answers, from its own process so that the load does not share the
// benchmark's event loop (where it would delay the timing of sends and socket frames).
// Started by messages.mjs with fork(): argv base URL and the number of loops; answers
// { type: 'count', count } to each { type: 'count' } message and stops on { type: 'stop' }.
const [base, loopsArgument] = process.argv.slice(2);
const loops = Number(loopsArgument ?? 4);
let count = 0;
/** Set by the 'stop' message, which arrives between two requests of each loop. */
const state = { running: true };

async function loop() {
  while (state.running) {
    const response = await fetch(`${base}/health`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /health answered ${response.status}`);
    count += 1;
  }
}

const all = Promise.all(Array.from({ length: loops }, loop));
process.on('message', (message) => {
  if (message.type === 'count') process.send({ type: 'count', count });
  if (message.type === 'stop') {
    state.running = false;
    // A failed loop is reported by all.catch below.
    void all.then(() => process.send({ type: 'stopped', count }, () => process.exit(0)));
  }
});
all.catch((error) => {
  console.error(`health-load: ${error.message}`);
  process.exit(1);
});
// The benchmark ended without stopping it (it failed): stop too.
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready' });
