// Google reCAPTCHA, typed to the few calls used: the v3 `execute` and the v2 checkbox `render`.
// The script is loaded once, with the v3 site key as `render` (v2 widgets render explicitly).

export interface RecaptchaWidgetParameters {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
  render(container: HTMLElement, parameters: RecaptchaWidgetParameters): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

let loading: Promise<Grecaptcha> | null = null;

/** Adds the script on first use and answers the ready `grecaptcha`; a failed load may be retried. */
export function loadRecaptcha(v3SiteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(v3SiteKey)}`;
    script.async = true;
    script.addEventListener('load', () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA did not start'));
    });
    script.addEventListener('error', () => reject(new Error('reCAPTCHA could not be loaded')));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Forget the loaded script (tests). */
export function resetRecaptchaLoader(): void {
  loading = null;
}
