// Apple Pay (member spec §7: POST /payment-session/apple-pay with the validation address): shown
// only where the browser offers it. The sheet validates the merchant through the API, and its
// authorised token pays the order like a card (PATCH /order/{id}); the sheet closes with the result.
import { useId, useState } from 'react';
import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { Trans } from '@heartline/contracts/trans';
import { createApplePaySession, paths, showToast } from '@heartline/contracts';
import { orderTotal } from '@heartline/contracts/rules';
import { checkoutTermsSchema, type ApplePayCheckout } from '@heartline/contracts/schemas';
import { Checkbox } from '@heartline/ui';
import type { CartItem } from '../../lib/cart';
import { APPLE_PAY_VERSION, availableApplePay } from './apple-pay-session';

interface ApplePayButtonProps {
  item: CartItem;
  /** Pays the order; answers whether the payment succeeded. */
  onPay: (payment: ApplePayCheckout) => Promise<boolean>;
}

export function ApplePayButton({ item, onPay }: ApplePayButtonProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>();
  const ApplePay = availableApplePay();
  if (!ApplePay) return null;

  const start = () => {
    const accepted = checkoutTermsSchema.safeParse(terms);
    if (!accepted.success) return setTermsError(accepted.error.issues[0]?.message);
    const session = new ApplePay(APPLE_PAY_VERSION, {
      countryCode: item.country,
      currencyCode: item.product.currencyCode,
      supportedNetworks: ['visa', 'masterCard', 'amex'],
      merchantCapabilities: ['supports3DS'],
      total: { label: item.product.name, amount: orderTotal(item.product).total.toFixed(2) },
    });
    session.onvalidatemerchant = (event) => {
      createApplePaySession(event.validationURL).then(
        (merchantSession) => session.completeMerchantValidation(merchantSession),
        () => {
          session.abort();
          showToast(t('checkout.apple-pay-failed'), 'error');
        },
      );
    };
    session.onpaymentauthorized = (event) => {
      const { token } = event.payment;
      void onPay({
        applePay: {
          paymentData: JSON.stringify(token.paymentData),
          network: token.paymentMethod.network,
          displayName: token.paymentMethod.displayName,
        },
        terms: true,
      }).then((paid) => session.completePayment(paid ? ApplePay.STATUS_SUCCESS : ApplePay.STATUS_FAILURE));
    };
    session.begin();
  };

  return (
    <section className="apple-pay" aria-label={t('checkout.apple-pay-title')} data-testid="apple-pay">
      <Checkbox
        id={`${id}-terms`}
        label={<Trans t={t} i18nKey="checkout.terms" components={{ terms: <Link to={paths.terms()} target="_blank" /> }} />}
        checked={terms}
        onChange={(event) => {
          setTerms(event.target.checked);
          setTermsError(undefined);
        }}
        error={termsError}
      />
      <button type="button" className="apple-pay-button" lang="en" onClick={start} aria-label={t('checkout.apple-pay')}>
        <span aria-hidden="true"> Pay</span>
      </button>
      <p className="saved-cards-or">{t('checkout.or-new-card')}</p>
    </section>
  );
}
