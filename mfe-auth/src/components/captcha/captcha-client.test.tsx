import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { api } from '@heartline/contracts';
import { createCaptchaClient } from './captcha-client';
import { watchPageSignals } from './page-signals';
import { RecaptchaCheckbox } from './recaptcha-checkbox';
import { RECAPTCHA_SCRIPT_URL, resetRecaptchaLoader, type Grecaptcha, type RecaptchaWidgetParameters } from './recaptcha-script';

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
    let now = 1_000;
    const watch = watchPageSignals(document, () => now);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.dispatchEvent(new Event('pointermove'));
    now = 6_500;
    expect(watch.read()).toEqual({ keys: 2, pointer: 1, elapsedMs: 5_500 });
    watch.stop();
    document.dispatchEvent(new KeyboardEvent('keydown'));
    expect(watch.read().keys).toBe(2);
  });
});

describe('the captcha client', () => {
  it('local: sends the page signals to POST /captcha/v3 and answers its token', async () => {
    const request = vi.spyOn(api, 'request').mockResolvedValue({ token: 'local-v3-token' });
    const signals = { read: () => ({ keys: 14, pointer: 40, elapsedMs: 32_000 }), stop: () => undefined };
    const client = createCaptchaClient({ provider: 'local' }, signals);
    await expect(client.executeV3('register')).resolves.toBe('local-v3-token');
    expect(request).toHaveBeenCalledWith(
      'post',
      '/captcha/v3',
      expect.objectContaining({ json: { action: 'register', signals: { keys: 14, pointer: 40, elapsedMs: 32_000 } } }),
    );
  });

  it("reCAPTCHA: loads Google's script once with the v3 site key and executes the action", async () => {
    const google = fakeGoogle();
    const client = createCaptchaClient({ provider: 'recaptcha', v3SiteKey: 'site-v3', v2SiteKey: 'site-v2' }, watchPageSignals());
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
    const client = createCaptchaClient({ provider: 'recaptcha', v3SiteKey: 'site-v3', v2SiteKey: 'site-v2' }, watchPageSignals());
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
