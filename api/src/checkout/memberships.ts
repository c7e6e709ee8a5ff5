// What the member's record shows of checkout (`app.checkout.memberships`): the memberships
// (subscriptions, with whether they renew), the payments (transactions, with the product and the
// order), the wallet; and stopping a renewal, which keeps the membership until its end date.
import { MESSAGES } from '@heartline/contracts/rules';
import type { Subscription, Transaction, User } from '@heartline/contracts/schemas';
import { toDatabaseId } from '../database-id';
import { HttpError } from '../http-error';
import type { CheckoutDeps } from './deps';
import type { MembershipRow } from './repositories/memberships';

export interface MemberPurchases {
  subscriptions: Subscription[];
  transactions: Transaction[];
  savedCards: User['savedCards'];
}

export interface Memberships {
  /** The member's memberships, payments and saved cards, as their record lists them. */
  purchasesOf(memberId: number, brandId: number): Promise<MemberPurchases>;
  /** Stops the renewal of the member's membership; 404 when it is not theirs. */
  stopRenewal(member: { id: number; brandId: number }, subscriptionId: string): Promise<Subscription>;
}

const STATUS = { processing: 'pending', succeeded: 'success', failed: 'failure' } as const;

export function createMemberships(deps: CheckoutDeps): Memberships {
  const { repositories, brands, clock, domainEvents } = deps;

  async function productNames(brandId: number): Promise<Map<string, string>> {
    const brand = await brands.byId(brandId);
    return new Map((brand?.products ?? []).map((product) => [product._id, product.name]));
  }

  function toSubscription(row: MembershipRow, names: Map<string, string>, now: Date): Subscription {
    const name = names.get(String(row.productId));
    return {
      _id: String(row.id),
      productId: String(row.productId),
      active: row.startsAt <= now && row.endsAt > now,
      startDate: row.startsAt.toISOString(),
      endDate: row.endsAt.toISOString(),
      ...(name ? { name } : {}),
      renews: row.renews,
    };
  }

  return {
    async purchasesOf(memberId, brandId) {
      const [names, memberships, payments, cards] = await Promise.all([
        productNames(brandId),
        repositories.memberships.forMember(memberId),
        repositories.memberships.paymentsOfMember(memberId),
        repositories.orders.savedCards(memberId),
      ]);
      const now = clock();
      return {
        // A membership that ended long ago is history: the payments list keeps it.
        subscriptions: memberships.filter((row) => row.endsAt > now || row.renews).map((row) => toSubscription(row, names, now)),
        transactions: payments.map((row) => {
          const product = names.get(String(row.productId));
          return {
            _id: String(row.paymentId),
            date: (row.settledAt ?? row.createdAt).toISOString(),
            amount: row.amountCents / 100,
            currency: row.currencyCode,
            status: STATUS[row.status],
            ...(product ? { product } : {}),
            orderId: String(row.orderId),
            renewal: row.renewal,
          };
        }),
        savedCards: cards.map((card) => ({ cardId: String(card.id), last4: card.last4, brand: card.brand })),
      };
    },
    async stopRenewal(member, subscriptionId) {
      const id = toDatabaseId(subscriptionId);
      const row = id === null ? null : await repositories.memberships.stopRenewal(id, member.id);
      if (!row) throw new HttpError(404, MESSAGES.subscriptionNotFound);
      domainEvents.emit('member.updated', { memberId: member.id });
      return toSubscription(row, await productNames(member.brandId), clock());
    },
  };
}
