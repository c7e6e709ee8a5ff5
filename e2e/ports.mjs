// Test ports and secrets: the journeys never touch a running demo (3000-3005, 4000). Each app's
// test port is its manifest's port + 100 (shell 3100, auth 3101, profiles 3102…), or
// E2E_<NAME>_PORT (E2E_SHELL_PORT, E2E_AUTH_PORT, E2E_PROFILES_PORT…).
import { E2E_PORT_OFFSET, readApps, shortName } from '../tooling/apps.mjs';

/** Test port per app folder ('shell', 'mfe-auth', …). */
export const E2E_APP_PORTS = Object.fromEntries(
  readApps().map(({ app, port }) => [app, Number(process.env[`E2E_${shortName(app).toUpperCase()}_PORT`] ?? port + E2E_PORT_OFFSET)]),
);

export const E2E = {
  ...Object.fromEntries(Object.entries(E2E_APP_PORTS).map(([app, port]) => [shortName(app), port])),
  shell: E2E_APP_PORTS.shell,
  api: Number(process.env.E2E_API_PORT ?? 4100),
  control: Number(process.env.E2E_CONTROL_PORT ?? 3199),
  jwtSecret: 'e2e-secret-that-is-long-enough-for-hs256-signing',
  /** The journeys solve the local captcha's v2 challenge with it (api/src/captcha/local-answer.ts). */
  captchaSecret: 'e2e-captcha-secret-that-is-long-enough',
};
