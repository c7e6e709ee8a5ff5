import { useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@heartline/contracts/i18n';
import { Button } from '@heartline/ui';
import { MESSAGES, brandAtom, showToast } from '@heartline/contracts';
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
 * "Sign in with <provider>": the provider is the brand's (its record's `sso`, e.g. Heartline ID), and
 * a brand that offers none shows no button, on sign-in and sign-up alike. A click asks GET
 * /auth/config where the provider lives and sends the browser there; it asks for consent and comes
 * back to the shell with a session token (or an error the shell's query handling explains).
 */
export function SsoButton({ intent, go = leaveFor }: SsoButtonProps) {
  const { t } = useTranslation('auth');
  const hintId = useId();
  const queryClient = useQueryClient();
  const offered = useAtomValue(brandAtom)?.sso ?? null;
  const [leaving, setLeaving] = useState(false);
  if (!offered) return null;

  const start = async () => {
    setLeaving(true);
    try {
      const { sso } = await queryClient.fetchQuery(authConfigQuery);
      if (!sso) throw new Error('The API offers this brand no single sign-on');
      go(ssoLoginUrl(sso.verifyUrl, window.location));
    } catch {
      setLeaving(false);
      showToast(MESSAGES.generic, 'error');
    }
  };

  const label = t(`sso.${intent}`, { name: offered.name });
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
