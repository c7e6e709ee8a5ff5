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
    bus.emit('popup:open', { name: 'profile-completion' });
    expect(store.get(popupQueueAtom).map((popup) => popup.name)).toEqual(['sign-in', 'no-credits', 'profile-completion']);

    closePopup();
    expect(store.get(popupQueueAtom)[0]?.name).toBe('no-credits');
    bus.emit('popup:close', {});
    expect(store.get(popupQueueAtom)[0]?.name).toBe('profile-completion');
  });

  it('puts the terms and conditions before anything else, however late they are asked for', () => {
    bus.emit('popup:open', { name: 'new-password', props: { token: 't' } });
    bus.emit('popup:open', { name: 'no-credits' });
    bus.emit('popup:open', { name: 'terms-and-conditions', id: 'terms-and-conditions' });
    expect(store.get(popupQueueAtom).map((popup) => popup.name)).toEqual(['terms-and-conditions', 'new-password', 'no-credits']);
    closePopup('terms-and-conditions');
    expect(store.get(popupQueueAtom)[0]?.name).toBe('new-password');
  });

  it('queues a popup asked for twice under one id once', () => {
    bus.emit('popup:open', { name: 'terms-and-conditions', id: 'terms-and-conditions' });
    bus.emit('popup:open', { name: 'terms-and-conditions', id: 'terms-and-conditions' });
    expect(store.get(popupQueueAtom)).toHaveLength(1);
  });

  it('closes a waiting popup by id without touching the active one', () => {
    bus.emit('popup:open', { name: 'sign-in', id: 'first' });
    bus.emit('popup:open', { name: 'no-credits', id: 'second', props: { text: 'hello' } });
    bus.emit('popup:close', { id: 'second' });
    expect(store.get(popupQueueAtom)).toEqual([{ id: 'first', name: 'sign-in', props: {} }]);
  });

  it('stops listening when asked', () => {
    stop();
    bus.emit('popup:open', { name: 'sign-in' });
    expect(store.get(popupQueueAtom)).toEqual([]);
  });
});
