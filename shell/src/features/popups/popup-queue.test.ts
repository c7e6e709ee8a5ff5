import { afterEach, describe, expect, it } from 'vitest';
import { bus, popupQueueAtom } from '@heartline/contracts';
import { store } from '../../lib/store';
import { closePopup, listenToPopupRequests } from './popup-queue';

describe('popup queue', () => {
  const stop = listenToPopupRequests();
  afterEach(() => store.set(popupQueueAtom, []));

  it('keeps one popup active and opens the others in order as each closes', () => {
    bus.emit('popup:open', { name: 'sign-in' });
    bus.emit('popup:open', { name: 'no-credits' });
    bus.emit('popup:open', { name: 'terms-and-conditions' });
    expect(store.get(popupQueueAtom).map((popup) => popup.name)).toEqual(['sign-in', 'no-credits', 'terms-and-conditions']);

    closePopup();
    expect(store.get(popupQueueAtom)[0]?.name).toBe('no-credits');
    bus.emit('popup:close', {});
    expect(store.get(popupQueueAtom)[0]?.name).toBe('terms-and-conditions');
  });

  it('closes a waiting popup by id without touching the active one', () => {
    bus.emit('popup:open', { name: 'sign-in', id: 'first' });
    bus.emit('popup:open', { name: 'general', id: 'second', props: { text: 'hello' } });
    bus.emit('popup:close', { id: 'second' });
    expect(store.get(popupQueueAtom)).toEqual([{ id: 'first', name: 'sign-in', props: {} }]);
  });

  it('stops listening when asked', () => {
    stop();
    bus.emit('popup:open', { name: 'sign-in' });
    expect(store.get(popupQueueAtom)).toEqual([]);
  });
});
