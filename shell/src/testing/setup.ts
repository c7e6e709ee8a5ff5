// Runs before every shell test file: jest-dom matchers, the common i18n catalogue, and a clean DOM.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../lib/i18n';
import { givenScaledMs } from '../../../tooling/time-scale.mjs';

await initI18n();

// The shell's popups and pages are lazy chunks, loaded cold by a file's first render: on a loaded
// 2-core CI machine the terms popup took longer than findBy*'s 1 s default once (stop 40). What a
// user would wait for gets 3 s, as in the remotes' set-up (remote-kit/src/testing/setup.ts).
// Longer on a slower machine: the run's HEARTLINE_TIME_SCALE (tooling/time-scale.mjs).
configure({ asyncUtilTimeout: givenScaledMs(3_000) });

afterEach(() => cleanup());
