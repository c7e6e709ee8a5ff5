import { describe, expect, it } from 'vitest';
import { CART_LIMIT } from '../constants';
import { addToCart } from './cart';

describe('addToCart', () => {
  it('keeps one item by default: adding a second drops the oldest', () => {
    expect(CART_LIMIT).toBe(1);
    expect(addToCart(['first'], 'second')).toEqual(['second']);
  });

  it('adds to an empty cart', () => {
    expect(addToCart([], 'first')).toEqual(['first']);
  });

  it('drops the oldest items beyond a larger limit', () => {
    expect(addToCart(['a', 'b', 'c'], 'd', 3)).toEqual(['b', 'c', 'd']);
    expect(addToCart(['a'], 'b', 3)).toEqual(['a', 'b']);
  });

  it('leaves the input list untouched', () => {
    const items = ['a'];
    addToCart(items, 'b');
    expect(items).toEqual(['a']);
  });

  it('keeps nothing with a limit of 0', () => {
    expect(addToCart(['a'], 'b', 0)).toEqual([]);
  });
});
