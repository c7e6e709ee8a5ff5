// The wallet (member spec §3 "a card wallet option"): pay with a saved card in one step, or remove
// one. The number stays with the processor; only brand, last 4 digits and expiry are shown.
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import { Trans } from '@heartline/contracts/trans';
import { ApiError, listSavedCards, paths, removeSavedCard, showToast, type WalletCard } from '@heartline/contracts';
import { isUnanswered } from '@heartline/contracts/payment';
import { checkoutTermsSchema, type WalletCheckout } from '@heartline/contracts/schemas';
import { Button, Checkbox } from '@heartline/ui';
import { queryKeys } from '../../lib/query-keys';

interface SavedCardsProps {
  amount: string;
  onPay: (payment: WalletCheckout) => void;
}

const cardName = (card: WalletCard) => `${card.brand === 'card' ? 'Card' : card.brand.toUpperCase()} •••• ${card.last4}`;

export function SavedCards({ amount, onPay }: SavedCardsProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const queryClient = useQueryClient();
  const wallet = useQuery({ queryKey: queryKeys.wallet(), queryFn: ({ signal }) => listSavedCards({ signal }) });
  const [chosen, setChosen] = useState<string | null>(null);
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>();
  const cards = wallet.data ?? [];
  if (cards.length === 0) return null;
  const selected = cards.find((card) => card.cardId === chosen) ?? cards[0]!;

  const pay = () => {
    const accepted = checkoutTermsSchema.safeParse(terms);
    if (!accepted.success) return setTermsError(accepted.error.issues[0]?.message);
    onPay({ cardId: selected.cardId, terms: true });
  };
  const remove = async (card: WalletCard) => {
    try {
      await removeSavedCard(card.cardId);
      showToast(t('checkout.card-removed', { card: cardName(card) }), 'success');
    } catch (error) {
      // A refusal says why in the catalogue's words (the card is not in the wallet); a lost answer
      // or the server's failure gets the wallet's own sentence, never a bare "Internal Server Error".
      showToast(error instanceof ApiError && !isUnanswered(error) ? error.message : t('checkout.card-remove-failed'), 'error');
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
  };

  return (
    <section className="saved-cards" aria-labelledby={`${id}-title`} data-testid="saved-cards">
      <h2 id={`${id}-title`} className="checkout-card-title">
        {t('checkout.saved-title')}
      </h2>
      <ul className="saved-card-list">
        {cards.map((card) => (
          <li key={card.cardId} className="saved-card">
            <label className="saved-card-choice">
              <input type="radio" name={`${id}-card`} checked={card.cardId === selected.cardId} onChange={() => setChosen(card.cardId)} />
              {`${cardName(card)} · ${t('checkout.expires', { date: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}` })}`}
            </label>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void remove(card)}
              aria-label={t('checkout.remove-card', { card: cardName(card) })}
            >
              {t('checkout.remove')}
            </Button>
          </li>
        ))}
      </ul>
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
      <Button size="lg" block onClick={pay}>
        {t('checkout.pay-saved', { amount, card: cardName(selected) })}
      </Button>
      <p className="saved-cards-or">{t('checkout.or-new-card')}</p>
    </section>
  );
}
