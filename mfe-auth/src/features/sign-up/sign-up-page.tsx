import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { brandAtom, bus } from '@heartline/contracts';
import { SsoButton } from '../../components/sso/sso-button';
import { SignUpWizard } from './sign-up-wizard';
import './sign-up.css';

/** /sign-up (static layout): the wizard, the way to sign in instead, and the fictitious-profiles notice. */
export function SignUpPage() {
  const { t } = useTranslation('auth');
  const brand = useAtomValue(brandAtom);
  return (
    <div className="sign-up-page">
      <section className="card sign-up-card" aria-labelledby="sign-up-title">
        <h1 id="sign-up-title">{t('sign-up.title')}</h1>
        <p>{t('sign-up.intro')}</p>
        <SignUpWizard countries={brand?.countries ?? []} />
        <SsoButton intent="sign-up" />
        <p className="field-hint">
          {t('sign-up.have-account')}{' '}
          <button type="button" className="button-link" onClick={() => bus.emit('popup:open', { name: 'sign-in' })}>
            {t('sign-up.sign-in')}
          </button>
        </p>
      </section>
      <p className="notice sign-up-fictitious">{t('sign-up.fictitious')}</p>
    </div>
  );
}
