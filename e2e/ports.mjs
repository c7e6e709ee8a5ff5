// Test ports and secrets: the journeys never touch a running demo (3000-3005, 4000).
export const E2E = {
  shell: Number(process.env.E2E_SHELL_PORT ?? 3100),
  auth: Number(process.env.E2E_AUTH_PORT ?? 3101),
  profiles: Number(process.env.E2E_PROFILES_PORT ?? 3102),
  api: Number(process.env.E2E_API_PORT ?? 4100),
  control: Number(process.env.E2E_CONTROL_PORT ?? 3199),
  jwtSecret: 'e2e-secret-that-is-long-enough-for-hs256-signing',
  /** The journeys solve the local captcha's v2 challenge with it (api/src/captcha/local-answer.ts). */
  captchaSecret: 'e2e-captcha-secret-that-is-long-enough',
};
