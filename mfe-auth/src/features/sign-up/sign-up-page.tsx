import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { PageTitle, brandAtom, bus } from '@heartline/contracts';
import { Button } from '@heartline/ui';
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
        <PageTitle page={t('sign-up.title')} />
        <p>{t('sign-up.intro')}</p>
        <SignUpWizard countries={brand?.countries ?? []} />
        <SsoButton intent="sign-up" />
        <p className="field-hint">
          {t('sign-up.have-account')}{' '}
          <Button variant="link" onClick={() => bus.emit('popup:open', { name: 'sign-in' })}>
            {t('sign-up.sign-in')}
          </Button>
        </p>
      </section>
      <p className="notice sign-up-fictitious">{t('sign-up.fictitious')}</p>
    </div>
  );
}
