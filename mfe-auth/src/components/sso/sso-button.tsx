import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@heartline/contracts/i18n';
import { Button } from '@heartline/ui';
import { MESSAGES, showToast } from '@heartline/contracts';
import { authConfigQuery } from '../../lib/auth-config-query';
import { ssoLoginUrl } from './sso-redirect';
import './sso.css';

interface SsoButtonProps {
  /** The words on the button: "Sign in with …" or "Sign up with …". Both send the state's one action, `login`. */
  intent: 'sign-in' | 'sign-up';
  /** Leaves the site for the provider; a test passes a spy. */
  go?: (url: string) => void;
}

const leaveFor = (url: string) => window.location.assign(url);

/**
 * "Sign in with <provider>": the provider's name comes from GET /auth/config; a click sends the
 * browser to the provider, which asks for consent and comes back to the shell with a session
 * token (or an error the shell's query handling explains).
 */
export function SsoButton({ intent, go = leaveFor }: SsoButtonProps) {
  const { t } = useTranslation('auth');
  const hintId = useId();
  const queryClient = useQueryClient();
  // Only the name on the button waits for this: a click reads it again if it failed.
  const config = useQuery(authConfigQuery).data?.sso ?? null;
  const [leaving, setLeaving] = useState(false);

  const start = async () => {
    setLeaving(true);
    try {
      const { sso } = await queryClient.fetchQuery(authConfigQuery);
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
      <Button variant="secondary" block onClick={() => void start()} loading={leaving} aria-describedby={hintId}>
        {label}
      </Button>
      <p id={hintId} className="field-hint">
        {t('sso.hint')}
      </p>
    </div>
  );
}
