# {{app}}: the tour

## What it is for

(Say which part of the spec this remote serves.)

## Key files

- `app.manifest.json` — port, route prefixes with layout and access, popups, and the pages the
  layout and dark-mode journeys and `npm run shots` open (add each page a member can reach).
- `src/exposed/module.ts` — the `RemoteModule` the shell loads: routes per layout, popups, catalogue.
- `src/exposed/routes.ts` — every page is a route `lazy`, so entering the remote loads one page.
- `src/features/<name>/` — one folder per feature; features never import each other. Data from
  the API is loaded with TanStack Query in the shell's one QueryClient, with the keys in one file
  under src/lib (add it with the first query, as `mfe-profiles/src/lib/query-keys.ts` does; how:
  `remote-kit/CONTEXT.md`, "Server state").
- The webpack config, `tsconfig.json`, `global.d.ts` and `src/index.ts` are the ones every remote
  shares, written from `tooling/remote-defaults/` by `npm install` and `npm run apps:sync` (git
  ignores them); to change one for this remote only, commit your own without its first line.
- `src/testing/setup.ts` — the remote kit's test setup with this remote's catalogue.
- `src/testing/render-routes.tsx` — renders this remote's route tree as the shell does; a
  feature's tests go through it, since a feature never imports `src/exposed` (the boundary test in
  `tooling/feature-boundaries.mjs`).
