// Member spec §4 gating prompts: no credit left when sending. With a saved card and the brand's
// quickPackage on sale, the popup buys it in one step (no trip to /upgrade) and the chat then sends
// the waiting message once (`credits:purchased` with its send key); otherwise it leads to the
// credit packages.
import { useId, useState } from 'react';
import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { Trans } from '@heartline/contracts/trans';
import { MESSAGES, bus, paths, showToast, type PopupProps } from '@heartline/contracts';
import { formatPrice } from '@heartline/contracts/rules';
import { Button, Checkbox, buttonClassName } from '@heartline/ui';
import { useQuickOffer, useQuickPurchase, type QuickOffer } from './quick-purchase';
import '../../styles/no-credits.css';

const cardName = (offer: QuickOffer) => `${offer.card.brand === 'card' ? 'Card' : offer.card.brand.toUpperCase()} •••• ${offer.card.last4}`;

export function NoCreditsPopup({ popup, close, Frame }: PopupProps) {
  const { t, i18n } = useTranslation('messaging');
  const id = useId();
  const sendKey = typeof popup.props.sendKey === 'string' ? popup.props.sendKey : undefined;
  const offer = useQuickOffer();
  const purchase = useQuickPurchase(MESSAGES.generic);
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>();
  const quick = offer.data ?? null;
  const { state } = purchase;

  const buy = async (chosen: QuickOffer) => {
    if (!terms) return setTermsError(MESSAGES.acceptTermsCheckout);
    const outcome = await purchase.buy(chosen);
    if (outcome.step !== 'paid') return;
    bus.emit('credits:purchased', { credits: outcome.credits, sendKey });
    showToast(t(sendKey ? 'noCredits.boughtSending' : 'noCredits.bought', { count: outcome.credits }), 'success');
    close();
  };

  const allPackages = (
    <Link
      to={paths.upgrade('credits')}
      className={buttonClassName({ variant: quick ? 'secondary' : 'primary', block: true })}
      onClick={close}
    >
      {t(quick ? 'noCredits.allPackages' : 'noCredits.buy')}
    </Link>
  );

  return (
    <Frame title={t('noCredits.title')} onClose={close}>
      <p>{MESSAGES.noCredits}</p>
      {quick && state.step === 'offer' && (
        <section className="quick-offer" aria-labelledby={`${id}-offer`} data-testid="quick-offer">
          <h3 id={`${id}-offer`} className="quick-offer-title">
            {t('noCredits.offer', { count: quick.product.credits })}
            <span className="quick-offer-price">{formatPrice(quick.total, quick.product, i18n.language)}</span>
          </h3>
          <p className="quick-offer-card">{t('noCredits.card', { card: cardName(quick) })}</p>
          <Checkbox
            id={`${id}-terms`}
            label={<Trans t={t} i18nKey="noCredits.terms" components={{ terms: <Link to={paths.terms()} target="_blank" /> }} />}
            checked={terms}
            onChange={(event) => {
              setTerms(event.target.checked);
              setTermsError(undefined);
            }}
            error={termsError}
          />
          <Button block onClick={() => void buy(quick)}>
            {t('noCredits.buyNow', { count: quick.product.credits, amount: formatPrice(quick.total, quick.product, i18n.language) })}
          </Button>
          {sendKey && <p className="quick-offer-note">{t('noCredits.sentAfter')}</p>}
        </section>
      )}
      {state.step === 'paying' && (
        <p className="quick-offer-status" role="status" data-testid="quick-paying">
          {t('noCredits.paying')}
        </p>
      )}
      {state.step === 'failed' && (
        <div className="quick-offer-status" role="alert" data-testid="quick-failed">
          <p>{state.message}</p>
          <Button variant="secondary" block onClick={purchase.reset}>
            {t('noCredits.tryAgain')}
          </Button>
        </div>
      )}
      {state.step === 'bank' && (
        <div className="quick-offer-status" role="status">
          <p>{t('noCredits.bank')}</p>
          <a href={state.actionUrl} className={buttonClassName({ variant: 'primary', block: true })}>
            {t('noCredits.toBank')}
          </a>
        </div>
      )}
      {state.step === 'still-processing' && (
        <p className="quick-offer-status" role="status">
          {MESSAGES.paymentStillProcessing}
        </p>
      )}
      {!quick && <p>{t('noCredits.draftKept')}</p>}
      <div className="form-actions">
        {state.step !== 'paying' && allPackages}
        <button type="button" className={buttonClassName({ variant: 'ghost', block: quick !== null })} onClick={close}>
          {t('noCredits.later')}
        </button>
      </div>
    </Frame>
  );
}
