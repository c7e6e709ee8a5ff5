// What `use-sync-external-store/shim` gives on React 18 and later: React's own hook. react-i18next
// imports the shim to support React 16 and 17; aliased here (tooling/webpack.mjs), every first
// visit stops shipping its fallback (0.4 KB gzip).
export { useSyncExternalStore } from 'react';
