// /upgrade/checkout: the cart's item, its total and the card form, then the payment's outcome.
// The guard: an empty cart goes back to /upgrade (member spec §2). This page's code (the card
// form with react-hook-form) loads only here.
import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useSearchParams } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { PageTitle, paths, useBrandLocale } from '@heartline/contracts';
import { useCart } from '../../lib/cart';
import { queryKeys } from '../../lib/query-keys';
import { formatPrice, orderTotal } from '@heartline/contracts/rules';
import { ApplePayButton } from './apple-pay-button';
import { CardForm } from './card-form';
import { OrderSummary } from './order-summary';
import { PaymentOutcome } from './payment-outcome';
import { SavedCards } from './saved-cards';
import { usePayment } from './use-payment';
import '../../styles/checkout.css';

export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const locale = useBrandLocale();
  const cart = useCart();
  const queryClient = useQueryClient();
  const item = cart.items[0];
  const { clear } = cart;
  const onPaid = useCallback(() => {
    clear();
    // The catalogue changes after a purchase (the first-purchase offer ends).
    void queryClient.invalidateQueries({ queryKey: queryKeys.all });
  }, [clear, queryClient]);
  const payment = usePayment(item, onPaid);
  // Back from the bank's 3-D Secure page: `?order=` names the order whose payment is followed.
  const [search, setSearch] = useSearchParams();
  const returningOrder = search.get('order');
  const { resume } = payment;
  const resumed = useRef(false);
  useEffect(() => {
    if (!returningOrder || resumed.current) return;
    resumed.current = true;
    setSearch({}, { replace: true });
    void resume(returningOrder);
  }, [returningOrder, resume, setSearch]);

  if (!item && !returningOrder && payment.view.step === 'form') return <Navigate to={paths.upgrade()} replace />;

  return (
    <div className="checkout-page">
      <PageTitle page={t('checkout.title')} />
      <header className="checkout-header">
        <h1>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3"
            />
          </svg>
          {t('checkout.secure-title')}
        </h1>
      </header>
      <div className="checkout-layout">
        {item && <OrderSummary item={item} />}
        <div className="checkout-main">
          {payment.view.step === 'form' && item ? (
            <>
              <ApplePayButton item={item} onPay={payment.pay} />
              <SavedCards
                amount={formatPrice(orderTotal(item.product).total, item.product, locale)}
                onPay={(card) => void payment.pay(card)}
              />
              <CardForm
                amount={formatPrice(orderTotal(item.product).total, item.product, locale)}
                onPay={payment.pay}
                renewsEveryDays={item.product.interval > 0 ? item.product.interval : undefined}
              />
            </>
          ) : payment.view.step !== 'form' ? (
            <PaymentOutcome view={payment.view} onTryAgain={payment.tryAgain} onCheckAgain={() => void payment.checkAgain()} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
