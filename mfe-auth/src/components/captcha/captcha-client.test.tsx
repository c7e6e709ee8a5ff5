import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { CaptchaPowChallenge } from '@heartline/contracts';
import { fakeApi } from '@heartline/remote-kit/testing';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/sha';
import { createCaptchaClient } from './captcha-client';
import { watchPageSignals } from './page-signals';
import { powInBackground, solvePowChallenge } from './proof-of-work';
import { RecaptchaCheckbox } from './recaptcha-checkbox';
import { RECAPTCHA_SCRIPT_URL, resetRecaptchaLoader, type Grecaptcha, type RecaptchaWidgetParameters } from './recaptcha-script';

/** reCAPTCHA asks for no proof of work. */
const noPow = () => ({ take: () => Promise.reject(new Error('reCAPTCHA does no proof of work')) });

afterEach(() => {
  vi.restoreAllMocks();
  resetRecaptchaLoader();
  delete window.grecaptcha;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

/** Google's script, as far as the page uses it: the scripts the page adds are caught, not fetched. */
function fakeGoogle() {
  const widgets: { container: HTMLElement; parameters: RecaptchaWidgetParameters }[] = [];
  const grecaptcha: Grecaptcha = {
    ready: (callback) => callback(),
    execute: vi.fn(async () => 'google-v3-token'),
    render: vi.fn((container: HTMLElement, parameters: RecaptchaWidgetParameters) => widgets.push({ container, parameters })),
    reset: vi.fn(),
  };
  const scripts: HTMLScriptElement[] = [];
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement) {
      scripts.push(node);
      queueMicrotask(() => {
        window.grecaptcha = grecaptcha;
        node.dispatchEvent(new Event('load'));
      });
      return node;
    }
    return append(node);
  });
  return { grecaptcha, widgets, scripts };
}

describe('the page signals', () => {
  it('count key presses and pointer movements on the page since it opened', () => {
    const watch = watchPageSignals(document);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.dispatchEvent(new Event('pointermove'));
    expect(watch.read()).toEqual({ keys: 2, pointer: 1 });
    watch.stop();
    document.dispatchEvent(new KeyboardEvent('keydown'));
    expect(watch.read().keys).toBe(2);
  });
});

/** A genuine ALTCHA challenge, made as the API makes it (altcha-lib, signed, below `maxCounter`). */
async function serverChallenge(maxCounter = 300): Promise<CaptchaPowChallenge> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(maxCounter),
    deriveKey: nodeDeriveKey,
    hmacSignatureSecret: 'test-captcha-secret',
    expiresAt: new Date(Date.now() + 60_000),
    data: { issuedAt: Date.now() },
  });
  return challenge as CaptchaPowChallenge;
}

describe('the proof of work', () => {
  it("solves a challenge the server made with the browser's SHA-256, so the server accepts it", async () => {
    const challenge = await serverChallenge();
    const proof = await solvePowChallenge(async () => challenge);
    const verdict = await verifySolution({ ...proof, deriveKey: nodeDeriveKey, hmacSignatureSecret: 'test-captcha-secret' });
    expect(verdict.verified).toBe(true);
  });

  it('starts at once in the background, and gives each proof once', async () => {
    let made = 0;
    // Each proof is numbered when its work starts: two in flight may finish in either order.
    const solve = vi.fn(async () => {
      const counter = (made += 1);
      return { challenge: await serverChallenge(), solution: { counter, derivedKey: 'ab' } };
    });
    const pow = powInBackground(solve);
    expect(solve).toHaveBeenCalledTimes(1);
    const first = await pow.take();
    const second = await pow.take();
    expect([first.solution.counter, second.solution.counter]).toEqual([1, 2]);
  });
});

describe('the captcha client', () => {
  it('self-hosted: sends the solved proof of work and the page signals to POST /captcha/v3 and answers its token', async () => {
    const server = fakeApi({ 'POST /captcha/v3': () => ({ token: 'local-v3-token' }) });
    const signals = { read: () => ({ keys: 14, pointer: 40 }), stop: () => undefined };
    const proof = { challenge: await serverChallenge(), solution: { counter: 7, derivedKey: 'ab' } };
    const client = createCaptchaClient({ provider: 'local' }, signals, () => ({ take: async () => proof }));
    await expect(client.executeV3('register')).resolves.toBe('local-v3-token');
    expect(server.callsTo('POST /captcha/v3').map((call) => call.options.json)).toEqual([
      { action: 'register', signals: { keys: 14, pointer: 40 }, proof },
    ]);
  });

  it("reCAPTCHA: loads Google's script once with the v3 site key and executes the action", async () => {
    const google = fakeGoogle();
    const client = createCaptchaClient({ provider: 'recaptcha', v3SiteKey: 'site-v3', v2SiteKey: 'site-v2' }, watchPageSignals(), noPow);
    await expect(client.executeV3('register')).resolves.toBe('google-v3-token');
    await client.executeV3('register');
    expect(google.scripts).toHaveLength(1);
    expect(google.scripts[0]!.src).toBe(`${RECAPTCHA_SCRIPT_URL}?render=site-v3`);
    expect(google.grecaptcha.execute).toHaveBeenCalledWith('site-v3', { action: 'register' });
  });

  it('reCAPTCHA: a script that fails to load rejects, so the page can offer the v2 challenge', async () => {
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      queueMicrotask(() => node.dispatchEvent(new Event('error')));
      return node;
    });
    const client = createCaptchaClient({ provider: 'recaptcha', v3SiteKey: 'site-v3', v2SiteKey: 'site-v2' }, watchPageSignals(), noPow);
    await expect(client.executeV3('register')).rejects.toThrow('reCAPTCHA could not be loaded');
  });
});

describe('the reCAPTCHA v2 checkbox', () => {
  it('renders the v2 widget and reports its token, its expiry and its errors', async () => {
    const google = fakeGoogle();
    const onSolved = vi.fn();
    render(
      <RecaptchaCheckbox v3SiteKey="site-v3" v2SiteKey="site-v2" notice="Please solve the captcha to continue." onSolved={onSolved} />,
    );
    await act(async () => undefined);
    expect(google.widgets).toHaveLength(1);
    const widget = google.widgets[0]!;
    expect(widget.parameters.sitekey).toBe('site-v2');
    expect(screen.getByRole('alert')).toHaveTextContent('Please solve the captcha to continue.');

    act(() => widget.parameters['expired-callback']());
    expect(screen.getByRole('alert')).toHaveTextContent('The captcha has expired, please try again.');
    act(() => widget.parameters['error-callback']());
    expect(screen.getByRole('alert')).toHaveTextContent('Captcha verification failed, please try again later.');
    act(() => widget.parameters.callback('google-v2-token'));
    expect(onSolved).toHaveBeenCalledWith('google-v2-token');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
