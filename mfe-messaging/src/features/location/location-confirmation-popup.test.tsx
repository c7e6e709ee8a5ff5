import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@heartline/contracts';
import { axeViolations, fakeApi, member, renderWithStore, TestPopupFrame } from '@heartline/remote-kit/testing';
import { renderRoutes } from '../../testing/render-routes';
import { LocationConfirmationPopup } from './location-confirmation-popup';

const Frame = TestPopupFrame;

describe('the location-confirmation popup', () => {
  it("asks whether the profile's city is right: yes closes, change leads to the profile form", async () => {
    const close = vi.fn();
    const { container } = renderWithStore(<LocationConfirmationPopup popup={{ id: 'l', name: 'location-confirmation', props: {} }} close={close} Frame={Frame} />, {
      user: member({}, { city: 'Dublin', state: 'County Dublin' }),
    });
    expect(screen.getByRole('dialog', { name: 'Where are you?' })).toHaveTextContent('Your profile says Dublin, County Dublin. Is that right?');
    expect(screen.getByRole('link', { name: 'Change my city' })).toHaveAttribute('href', '/user/edit');
    await userEvent.click(screen.getByRole('button', { name: "Yes, that's right" }));
    expect(close).toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks a member without a city to add one', () => {
    renderWithStore(<LocationConfirmationPopup popup={{ id: 'l', name: 'location-confirmation', props: {} }} close={() => undefined} Frame={Frame} />, { user: member({}, { city: '', state: '' }) });
    expect(screen.getByText('Your profile has no city yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add my city' })).toHaveAttribute('href', '/user/edit');
    expect(screen.queryByRole('button', { name: "Yes, that's right" })).toBeNull();
  });

  it('opens once from /messages/chat/{id}?question=askForCity, and the question leaves the address', async () => {
    fakeApi({ 'GET /conversation/c1': () => ({ _id: 'c1', archived: false, createDate: '2026-11-19T10:00:00.000Z', updateDate: '2026-11-20T10:00:00.000Z', messages: [], meetUps: [], user: 'member-1', profile: { _id: 'p1', username: 'anna', age: 30, activityDate: null, images: [] }, type: 'inbox' }) });
    const opened: string[] = [];
    const listener = ({ name }: { name: string }) => opened.push(name);
    bus.on('popup:open', listener);
    try {
      const { router } = renderRoutes('/messages/chat/c1?question=askForCity', { user: member({ _id: 'member-1' }) });
      expect(await screen.findByRole('heading', { level: 1, name: 'anna' })).toBeVisible();
      expect(opened).toEqual(['location-confirmation']);
      expect(router.state.location.search).toBe('');
      expect(router.state.location.pathname).toBe('/messages/chat/c1');
    } finally {
      bus.off('popup:open', listener);
    }
  });
});
