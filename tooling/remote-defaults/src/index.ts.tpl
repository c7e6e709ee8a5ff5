// From tooling/remote-defaults/, written by npm install and npm run apps:sync (git ignores it). A remote that needs another commits its own without this line.
// Stand-alone development: the harness provides what the shell would (contracts, store, router).
import('./dev/harness').catch((error: unknown) => {
  // The dev server is down or the build failed: say so on the page, not only in the console.
  document.body.textContent = `The harness could not load: ${String(error)}`;
  throw error;
});
