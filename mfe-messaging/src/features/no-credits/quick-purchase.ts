// The no-credits popup's one-step purchase (issue 26 §5): the brand's quickPackage paid with the
// member's saved card without leaving the chat. The order is made with its own key (a retry makes
// no second order), paid with the wallet card, then polled like the checkout polls (every
// ORDER_POLL_INTERVAL_MS, at most ORDER_POLL_TIMEOUT_MS); past that the member is told honestly
// that it is still processing.
import { useCallback, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ApiError,
  ORDER_POLL_INTERVAL_MS,
  ORDER_POLL_TIMEOUT_MS,
  createOrder,
  getCatalogue,
  getOrder,
  listSavedCards,
  now,
  type Order,
  type Product,
  type WalletCard,
} from '@heartline/contracts';
import { truncateTo2, vatAmount } from '@heartline/contracts/rules';
import { payOrder } from '@heartline/contracts';
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
      return { product, country: catalogue.country, total: truncateTo2(product.price + vatAmount(product.price, product.vat)), card };
    },
    staleTime: 0,
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
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
        try {
          if (!orderId.current) {
            const order = await createOrder({
              products: [offer.product._id],
              country: offer.country,
              currency: offer.product.currencyCode,
              total: offer.total,
              key: orderKey.current,
            });
            orderId.current = order._id;
          }
          let order: Order = await payOrder(orderId.current, { cardId: offer.card.cardId, terms: true });
          const deadline = now() + ORDER_POLL_TIMEOUT_MS;
          for (;;) {
            const last = order.lastTransaction;
            if (order.status === 'paid' || last?.status === 'success') return { step: 'paid', credits: offer.product.credits };
            if (last?.status === 'failure') return { step: 'failed', message: last.message ?? fallbackError };
            if (last?.status === 'requires_action' && last.actionUrl) return { step: 'bank', actionUrl: last.actionUrl };
            if (now() + ORDER_POLL_INTERVAL_MS > deadline) return { step: 'still-processing' };
            await wait(ORDER_POLL_INTERVAL_MS);
            order = await getOrder(orderId.current);
          }
        } catch (error) {
          return { step: 'failed', message: error instanceof ApiError ? error.message : fallbackError };
        }
      })();
      setState(outcome);
      return outcome;
    },
    [fallbackError],
  );

  return { state, buy, reset: () => setState({ step: 'offer' }) };
}
