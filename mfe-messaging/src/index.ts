// Stand-alone development: the harness provides what the shell would (contracts, store, router).
import('./dev/harness');
