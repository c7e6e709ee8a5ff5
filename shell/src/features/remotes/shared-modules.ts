// What the shell provides to remotes through the federation runtime: the same keys the remotes
// consume (tooling/federation.mjs), so every app runs on one React, one jotai store, one router
// and one configured contracts instance. Modules the landing page does not need are provided
// lazily (`get`) and only load when a remote asks for them.
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as Jotai from 'jotai';
import * as I18next from 'i18next';
import * as Contracts from '@heartline/contracts';
import type { createInstance } from '@module-federation/enhanced/runtime';

type SharedOption = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

interface SharedTable {
  versions: Record<string, string>;
  config: Record<string, { singleton?: boolean; requiredVersion: string }>;
  shareStrategy: 'loaded-first' | 'version-first';
}

declare const __HEARTLINE_SHARED__: SharedTable;
export const SHARED_TABLE: SharedTable = __HEARTLINE_SHARED__;

type Loader = () => Promise<unknown>;

const loaded: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  jotai: Jotai,
  i18next: I18next,
  '@heartline/contracts': Contracts,
};

const lazy: Record<string, Loader> = {
  '@heartline/contracts/router': () => import('@heartline/contracts/router'),
  '@heartline/contracts/i18n': () => import('@heartline/contracts/i18n'),
  '@heartline/contracts/trans': () => import('@heartline/contracts/trans'),
  '@heartline/contracts/rules': () => import('@heartline/contracts/rules'),
  '@heartline/contracts/schemas': () => import('@heartline/contracts/schemas'),
  zod: () => import('zod'),
  'react-hook-form': () => import('react-hook-form'),
  '@hookform/resolvers/zod': () => import('@hookform/resolvers/zod'),
  '@heartline/ui': () => import('@heartline/ui'),
  '@heartline/ui/file-drop': () => import('@heartline/ui/file-drop'),
  '@heartline/ui/emoji-picker': () => import('@heartline/ui/emoji-picker'),
  '@heartline/widgets': () => import('@heartline/widgets'),
  '@heartline/widgets/credentials-form': () => import('@heartline/widgets/credentials-form'),
  // The same module the shell's QueryClient comes from (features/server-state), so the remotes'
  // hooks read the context the shell provides.
  '@tanstack/react-query': () => import('@tanstack/react-query'),
};

export function sharedModules(): SharedOption {
  const shared: SharedOption = {};
  for (const [key, config] of Object.entries(SHARED_TABLE.config)) {
    const shareConfig = { singleton: config.singleton ?? false, requiredVersion: config.requiredVersion };
    const version = SHARED_TABLE.versions[key];
    if (key in loaded) {
      const module = loaded[key];
      shared[key] = { version, shareConfig, lib: () => module };
    } else if (key in lazy) {
      const load = lazy[key]!;
      shared[key] = { version, shareConfig, get: () => load().then((module) => () => module) };
    } else {
      throw new Error(`the shell does not provide shared module ${key}`);
    }
  }
  return shared;
}
