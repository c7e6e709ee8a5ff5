// What the checkout shows once the card is sent: payment in progress, success (with the balance,
// which the user channel keeps current), failure with its reason and the two ways on (member spec
// §8), or, after the polling time, the honest "still processing".
import { useAtomValue } from 'jotai';
import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { paths, userAtom } from '@heartline/contracts';
import { Button, buttonClassName } from '@heartline/ui';
import type { PaymentView } from './use-payment';

interface PaymentOutcomeProps {
  view: Exclude<PaymentView, { step: 'form' }>;
  onTryAgain: () => void;
  onCheckAgain: () => void;
}

export function PaymentOutcome({ view, onTryAgain, onCheckAgain }: PaymentOutcomeProps) {
  const { t } = useTranslation('checkout');
  const user = useAtomValue(userAtom);
  // Each state's heading takes the focus as it appears (every state is its own section, by key),
  // so a screen reader reads the outcome and the keyboard starts from it. The member paid at the
  // foot of a long form: the state is brought into view whole (its scroll margins keep it clear
  // of the shell's sticky header and tab bar), not left half under the header.
  const heading = (node: HTMLHeadingElement | null) => {
    if (!node) return;
    node.focus({ preventScroll: true });
    node.closest('section')?.scrollIntoView?.({ block: 'nearest' });
  };

  if (view.step === 'waiting') {
    return (
      <section key={view.step} className="payment-outcome" role="status" aria-live="polite" data-testid="payment-waiting">
        <span className="payment-spinner" aria-hidden="true" />
        <h2 ref={heading} tabIndex={-1}>
          {t('checkout.waiting-title')}
        </h2>
        <p>{t('checkout.waiting-text')}</p>
      </section>
    );
  }
  if (view.step === 'authenticating') {
    return (
      <section key={view.step} className="payment-outcome" role="status" aria-live="polite" data-testid="payment-authenticating">
        <span className="payment-spinner" aria-hidden="true" />
        <h2 ref={heading} tabIndex={-1}>
          {t('checkout.authenticating-title')}
        </h2>
        <p>{t('checkout.authenticating-text')}</p>
        <div className="payment-actions">
          <a href={view.actionUrl} className={buttonClassName({ variant: 'secondary', block: true })}>
            {t('checkout.authenticating-continue')}
          </a>
        </div>
      </section>
    );
  }
  if (view.step === 'success') {
    const product = view.order.products[0];
    return (
      <section key={view.step} className="payment-outcome payment-outcome-success" role="status" data-testid="payment-success">
        <OutcomeIcon kind="success" />
        <h2 ref={heading} tabIndex={-1}>
          {t('checkout.success-title')}
        </h2>
        {product && product.credits > 0 && <p>{t('checkout.success-credits', { count: product.credits })}</p>}
        {product && product.interval > 0 && <p>{t('checkout.success-premium')}</p>}
        {user && (
          <p className="payment-balance" data-testid="payment-balance">
            {t('checkout.balance', { count: user.credits })}
          </p>
        )}
        <div className="payment-actions">
          <Link to={paths.messages()} className={buttonClassName({ variant: 'primary', block: true })}>
            {t('checkout.continue-messages')}
          </Link>
          <Link to={paths.profiles()} className={buttonClassName({ variant: 'secondary', block: true })}>
            {t('checkout.continue-profiles')}
          </Link>
        </div>
      </section>
    );
  }
  if (view.step === 'failure') {
    return (
      <section key={view.step} className="payment-outcome payment-outcome-failure" role="alert" data-testid="payment-failure">
        <OutcomeIcon kind="failure" />
        <h2 ref={heading} tabIndex={-1}>
          {t('checkout.failure-title')}
        </h2>
        <p data-testid="payment-failure-reason">{view.message ?? t(`checkout.failure-${view.reason}`)}</p>
        <div className="payment-actions">
          <Button block onClick={onTryAgain}>
            {t('checkout.try-again')}
          </Button>
          <Link to={paths.contactUs()} className={buttonClassName({ variant: 'secondary', block: true })}>
            {t('checkout.contact-support')}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section key={view.step} className="payment-outcome" role="status" data-testid="payment-still-processing">
      <OutcomeIcon kind="pending" />
      <h2 ref={heading} tabIndex={-1}>
        {t('checkout.still-processing-title')}
      </h2>
      <p>{t('checkout.still-processing-text')}</p>
      <div className="payment-actions">
        <Button variant="secondary" block onClick={onCheckAgain}>
          {t('checkout.check-again')}
        </Button>
        <Link to={paths.contactUs()} className={buttonClassName({ variant: 'ghost', block: true })}>
          {t('checkout.contact-support')}
        </Link>
      </div>
    </section>
  );
}

function OutcomeIcon({ kind }: { kind: 'success' | 'failure' | 'pending' }) {
  const path = { success: 'm7 12.5 3.5 3.5L17 9', failure: 'M8.5 8.5l7 7m0-7-7 7', pending: 'M12 7v5l3 2' }[kind];
  return (
    <span className={`payment-icon payment-icon-${kind}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
