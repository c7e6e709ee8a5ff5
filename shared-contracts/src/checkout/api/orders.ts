// The checkout calls (member spec §7): the member's catalogue, an order priced by the server, its
// payment with a card and the polling of its state.
import type { Catalogue } from '../entities/catalogue';
import type { CheckoutFormInput, WalletCheckout } from '../entities/checkout';
import type { ApplePayCheckout, ApplePayMerchantSession } from '../entities/apple-pay';
import type { CreateOrderRequest, Order, WalletCard } from '../entities/order';
import { api } from '../../platform/api/client';

/** The member's catalogue, priced for the member's own country (the API answers it whatever `country` asks; POST /order buys at it). */
export function getCatalogue(country?: string, options: { signal?: AbortSignal } = {}): Promise<Catalogue> {
  return api.request<Catalogue>('get', '/catalogue', { searchParams: country ? { country } : undefined, loader: false, ...options });
}

/**
 * Creates an order for one product; the server prices it and refuses (409) a total or currency
 * other than its own. Keep `key` for retries: the same key answers the same order.
 */
export function createOrder(request: CreateOrderRequest): Promise<Order> {
  return api.request<Order>('post', '/order', { json: request, loader: false });
}

/** Pays the order with a new card or a saved one: answers it with its payment pending, successful or failed. */
export function payOrder(orderId: string, card: CheckoutFormInput | WalletCheckout | ApplePayCheckout): Promise<Order> {
  return api.request<Order>('patch', `/order/${encodeURIComponent(orderId)}`, { json: card, loader: false });
}

/** The order with its last payment's state (what the checkout polls). */
export function getOrder(orderId: string, options: { signal?: AbortSignal } = {}): Promise<Order> {
  return api.request<Order>('get', `/order/${encodeURIComponent(orderId)}`, { loader: false, ...options });
}

/** The member's saved cards. */
export function listSavedCards(options: { signal?: AbortSignal } = {}): Promise<WalletCard[]> {
  return api.request<WalletCard[]>('get', '/payment-methods', { loader: false, ...options });
}

/** Removes a saved card. */
export function removeSavedCard(cardId: string): Promise<void> {
  return api.request<void>('delete', `/payment-methods/${encodeURIComponent(cardId)}`, { loader: false });
}

/** Apple Pay's merchant validation: the session the browser's ApplePaySession completes with. */
export function createApplePaySession(validationUrl: string): Promise<ApplePayMerchantSession> {
  return api.request<ApplePayMerchantSession>('post', '/payment-session/apple-pay', { json: { validationUrl }, loader: false });
}
