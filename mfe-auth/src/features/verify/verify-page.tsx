import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { PageTitle, authAtom, bus } from '@heartline/contracts';
import { Button } from '@heartline/ui';
import { MemberVerification } from './member-verification';
import './verify.css';

/** /verify (default layout): the shell's guard holds an unverified member here. */
export function VerifyPage() {
  const { t } = useTranslation('auth');
  const { isAuthenticated } = useAtomValue(authAtom);
  return (
    <>
      <PageTitle page={t('verify.visitor-title')} />
      {isAuthenticated ? <MemberVerification /> : <VisitorVerification />}
    </>
  );
}

/** A visitor cannot verify anything without signing in first. */
function VisitorVerification() {
  const { t } = useTranslation('auth');
  return (
    <section className="card verify-card" aria-labelledby="verify-visitor-title">
      <h1 id="verify-visitor-title">{t('verify.visitor-title')}</h1>
      <p>{t('verify.visitor-text')}</p>
      <Button onClick={() => bus.emit('popup:open', { name: 'sign-in' })}>{t('verify.visitor-sign-in')}</Button>
    </section>
  );
}
