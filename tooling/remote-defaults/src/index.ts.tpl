// From tooling/remote-defaults/, written by npm install and npm run apps:sync (git ignores it). A remote that needs another commits its own without this line.
// Stand-alone development: the harness provides what the shell would (contracts, store, router).
import('./dev/harness');
