# {{app}} — remote (port {{port}})

Exposes `./module` (`src/exposed/module.ts`, `satisfies RemoteModule`): `{{prefix}}` in the
{{layout}} layout. Its manifest (`app.manifest.json`) registers it: `npm run apps:sync` (run by
every build) writes the registry, the route table and the API's development ports from it, and
the layout journeys, `npm run shots` and `npm run bench:web` read its pages.

- Run alone: `npm run dev -w {{app}}` opens the harness (`@heartline/remote-kit/harness`) on
  http://localhost:{{port}}, talking to the API on 4000 (sign in at the top).
- Build: `npm run build -w {{app}}` (emits `dist/remoteEntry.js` and `dist/mf-manifest.json`).
- Test: `npx vitest run --project {{app}}` from the repo root.
