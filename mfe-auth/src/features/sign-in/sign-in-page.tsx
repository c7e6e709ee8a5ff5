import { useTranslation } from '@heartline/contracts/i18n';
import { PageTitle, bus } from '@heartline/contracts';
import { SignInForm } from './sign-in-form';

/** The /sign-in screen (sign-in layout). */
export function SignInPage() {
  const { t } = useTranslation('auth');
  return (
    <section className="card sign-in-card" aria-labelledby="sign-in-title" style={{ width: 'min(26rem, 100%)' }}>
      <h1 id="sign-in-title">{t('sign-in.title')}</h1>
      <PageTitle page={t('sign-in.title')} />
      <p>{t('sign-in.intro')}</p>
      <SignInForm onForgotPassword={() => bus.emit('popup:open', { name: 'password-reset' })} />
    </section>
  );
}
