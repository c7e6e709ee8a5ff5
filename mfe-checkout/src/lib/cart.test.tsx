import { act, renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { product } from '../testing/products';
import { useCart } from './cart';

function renderCart() {
  const store = createStore();
  return renderHook(() => useCart(), { wrapper: ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider> });
}

describe('the cart', () => {
  beforeEach(() => sessionStorage.clear());

  it('holds one item: adding another replaces it', () => {
    const { result } = renderCart();
    act(() => result.current.add(product({ _id: 'a' }), 'IE'));
    act(() => result.current.add(product({ _id: 'b' }), 'IE'));
    expect(result.current.items.map((item) => item.product._id)).toEqual(['b']);
  });

  it('gives each item its own order key, and keeps the cart for the tab', () => {
    const { result } = renderCart();
    act(() => result.current.add(product({ _id: 'a' }), 'IE'));
    const first = result.current.items[0]!.orderKey;
    act(() => result.current.add(product({ _id: 'a' }), 'IE'));
    expect(result.current.items[0]!.orderKey).not.toBe(first);
    expect(renderCart().result.current.items.map((item) => item.product._id)).toEqual(['a']);
  });

  it('empties, and ignores a stored cart it cannot read', () => {
    const { result } = renderCart();
    act(() => result.current.add(product(), 'IE'));
    act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
    sessionStorage.setItem('heartline.checkout.cart', '{"not":"a cart"}');
    expect(renderCart().result.current.items).toEqual([]);
  });
});
