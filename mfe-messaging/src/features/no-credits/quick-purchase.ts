// The no-credits popup's one-step purchase (issue 26 §5): the brand's quickPackage paid with the
// member's saved card without leaving the chat. The order is made with its own key (a retry makes
// no second order), paid with the wallet card and followed by the contracts' payAndFollowOrder,
// the loop the checkout runs too: a lost answer is polled for, never shown as a failure, and past
// ORDER_POLL_TIMEOUT_MS the member is told honestly that it is still processing.
import { useCallback, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ApiError,
  createOrder,
  getCatalogue,
  getOrder,
  listSavedCards,
  now,
  payOrder,
  type Order,
  type Product,
  type WalletCard,
} from '@heartline/contracts';
import { orderTotal } from '@heartline/contracts/rules';
import { payAndFollowOrder } from '@heartline/contracts/payment';
import { queryKeys } from '../../lib/query-keys';

export interface QuickOffer {
  product: Product;
  country: string;
  /** Price plus its VAT, as the server computes it. */
  total: number;
  card: WalletCard;
}

export type QuickPurchaseState =
  | { step: 'offer' }
  | { step: 'paying' }
  | { step: 'paid'; credits: number }
  | { step: 'failed'; message: string }
  | { step: 'bank'; actionUrl: string }
  | { step: 'still-processing' };

/** The quickPackage the member may buy now with their newest saved card; null when there is none of either. */
export function useQuickOffer() {
  return useQuery({
    queryKey: queryKeys.quickOffer(),
    queryFn: async ({ signal }): Promise<QuickOffer | null> => {
      const [catalogue, cards] = await Promise.all([getCatalogue(undefined, { signal }), listSavedCards({ signal })]);
      const product = catalogue.products.find((each) => each.packageType === 'quickPackage' && each.credits > 0);
      const card = cards[0];
      if (!product || !card) return null;
      return { product, country: catalogue.country, total: orderTotal(product).total, card };
    },
    staleTime: 0,
  });
}

const newOrderKey = () =>
  globalThis.crypto?.randomUUID?.() ?? Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16)).join('');

export function useQuickPurchase(fallbackError: string) {
  const [state, setState] = useState<QuickPurchaseState>({ step: 'offer' });
  /** One order per popup: trying again pays the same order. */
  const orderKey = useRef(newOrderKey());
  const orderId = useRef<string | null>(null);

  const buy = useCallback(
    async (offer: QuickOffer): Promise<QuickPurchaseState> => {
      setState({ step: 'paying' });
      const outcome = await (async (): Promise<QuickPurchaseState> => {
        if (!orderId.current) {
          try {
            const order: Order = await createOrder({
              products: [offer.product._id],
              country: offer.country,
              currency: offer.product.currencyCode,
              total: offer.total,
              key: orderKey.current,
            });
            orderId.current = order._id;
          } catch (error) {
            // Nothing is charged before the order exists: its refusal is a failure, and trying again is safe.
            return { step: 'failed', message: error instanceof ApiError ? error.message : fallbackError };
          }
        }
        const id = orderId.current;
        const paid = await payAndFollowOrder(id, () => payOrder(id, { cardId: offer.card.cardId, terms: true }), { getOrder, now });
        switch (paid.step) {
          case 'success':
            return { step: 'paid', credits: offer.product.credits };
          case 'failure':
            return { step: 'failed', message: paid.message ?? fallbackError };
          case 'authenticating':
            return { step: 'bank', actionUrl: paid.actionUrl };
          case 'still-processing':
            return { step: 'still-processing' };
        }
      })();
      setState(outcome);
      return outcome;
    },
    [fallbackError],
  );

  return { state, buy, reset: () => setState({ step: 'offer' }) };
}
