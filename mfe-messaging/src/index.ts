// Stand-alone development: the harness provides what the shell would (contracts, store, router).
import('./dev/harness').catch((error: unknown) => {
  // The dev server is down or the build failed: say so on the page, not only in the console.
  document.body.textContent = `The harness could not load: ${String(error)}`;
  throw error;
});
