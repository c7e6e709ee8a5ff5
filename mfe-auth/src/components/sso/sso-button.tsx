import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { MESSAGES, getAuthConfig, showToast, type AuthConfig } from '@heartline/contracts';
import { ssoLoginUrl } from './sso-redirect';
import './sso.css';

interface SsoButtonProps {
  /** The words on the button: "Sign in with …" or "Sign up with …". Both send the state's one action, `login`. */
  intent: 'sign-in' | 'sign-up';
  /** Leaves the site for the provider; a test passes a spy. */
  go?: (url: string) => void;
  loadConfig?: () => Promise<AuthConfig>;
}

const leaveFor = (url: string) => window.location.assign(url);

/**
 * "Sign in with <provider>": the provider's name comes from GET /auth/config; a click sends the
 * browser to the provider, which asks for consent and comes back to the shell with a session
 * token (or an error the shell's query handling explains).
 */
export function SsoButton({ intent, go = leaveFor, loadConfig = getAuthConfig }: SsoButtonProps) {
  const { t } = useTranslation('auth');
  const hintId = useId();
  const [config, setConfig] = useState<AuthConfig['sso'] | null>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    let current = true;
    // Only the name on the button waits for this: a click asks again for where to go.
    loadConfig().then(
      (answer) => current && setConfig(answer.sso),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loadConfig]);

  const start = async () => {
    setLeaving(true);
    try {
      const { sso } = await loadConfig();
      go(ssoLoginUrl(sso.verifyUrl, window.location));
    } catch {
      setLeaving(false);
      showToast(MESSAGES.generic, 'error');
    }
  };

  const label = config ? t(`sso.${intent}`, { name: config.name }) : t(`sso.${intent}-unnamed`);
  return (
    <div className="sso">
      <p className="sso-divider" aria-hidden="true">
        {t('sso.or')}
      </p>
      <button type="button" className="button button-ghost sso-button" onClick={() => void start()} disabled={leaving} aria-describedby={hintId}>
        {label}
      </button>
      <p id={hintId} className="field-hint">
        {t('sso.hint')}
      </p>
    </div>
  );
}
