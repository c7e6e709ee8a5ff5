# {{app}}: the tour

## What it is for

(Say which part of the spec this remote serves.)

## Key files

- `app.manifest.json` — port, route prefixes with layout and access, popups.
- `src/exposed/module.ts` — the `RemoteModule` the shell loads: routes per layout, popups, catalogue.
- `src/exposed/routes.ts` — every page is a route `lazy`, so entering the remote loads one page.
- `src/features/<name>/` — one folder per feature; features never import each other. Data from
  the API is loaded with TanStack Query in the shell's one QueryClient, with keys kept in
  `src/lib/query-keys.ts` (add it with the first query; how: `remote-kit/CONTEXT.md`, "Server
  state").
- `src/testing/setup.ts` — the remote kit's test setup with this remote's catalogue.
- `src/testing/render-routes.tsx` — renders this remote's route tree as the shell does; a
  feature's tests go through it, since a feature never imports `src/exposed` (the boundary test in
  `tooling/feature-boundaries.mjs`).
