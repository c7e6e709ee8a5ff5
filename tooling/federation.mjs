// The federation settings every app shares: one list of singletons and the share strategy.
// Kept apart from the webpack config (module-federation-examples habit) so a remote copies two lines.

/** Singletons at run time: one React, one router, one jotai store, one contracts instance. */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react/': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom/': { singleton: true, requiredVersion: '^19.0.0' },
  'react-router': { singleton: true, requiredVersion: '^7.0.0' },
  'react-router/': { singleton: true, requiredVersion: '^7.0.0' },
  jotai: { singleton: true, requiredVersion: '^2.9.0' },
  'jotai/': { singleton: true, requiredVersion: '^2.9.0' },
  '@heartline/contracts': { singleton: true, requiredVersion: '^0.1.0' },
  '@heartline/contracts/': { singleton: true, requiredVersion: '^0.1.0' },
  i18next: { singleton: true, requiredVersion: '^25.0.0' },
  'react-i18next': { singleton: true, requiredVersion: '^16.0.0' },
  // Not singletons by necessity, but shared so a form on a remote reuses what the shell loaded.
  zod: { requiredVersion: '^4.1.0' },
  'react-hook-form': { requiredVersion: '^7.60.0' },
  '@hookform/resolvers/': { requiredVersion: '^5.0.0' },
};

/** Never fetch an unreachable remote at start-up: use what is loaded first. */
export const shareStrategy = 'loaded-first';
