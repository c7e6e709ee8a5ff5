import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus } from '@heartline/contracts';
import { axeViolations, fakeApi, member, renderWithStore, TestPopupFrame } from '@heartline/remote-kit/testing';
import { renderRoutes } from '../../testing/render-routes';
import { LocationConfirmationPopup } from './location-confirmation-popup';

const Frame = TestPopupFrame;
const GALWAY = { city: 'Galway', state: 'County Galway', zip: 'H91' };

describe('the location-confirmation popup', () => {
  it("asks whether the profile's city is right: yes closes and saves nothing", async () => {
    const close = vi.fn();
    const api = fakeApi({});
    const { container } = renderWithStore(
      <LocationConfirmationPopup popup={{ id: 'l', name: 'location-confirmation', props: {} }} close={close} Frame={Frame} />,
      {
        user: member({}, { city: 'Dublin', state: 'County Dublin' }),
      },
    );
    expect(screen.getByRole('dialog', { name: 'Where are you?' })).toHaveTextContent(
      'Your profile says Dublin, County Dublin. Is that right?',
    );
    expect(screen.queryByRole('combobox', { name: 'City' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: "Yes, that's right" }));
    expect(close).toHaveBeenCalled();
    expect(api.calls).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('changes the city right in the popup: search, pick, save; the shell gets the saved member and the popup closes', async () => {
    const close = vi.fn();
    const saved = member({ _id: 'member-1' }, { city: 'Galway', state: 'County Galway', country: 'IE' });
    const api = fakeApi({
      'GET /locations/IE/cities': () => ({ cities: [GALWAY] }),
      'PATCH /user/member-1': () => saved,
    });
    const updates: unknown[] = [];
    const onUpdate = (user: unknown) => updates.push(user);
    bus.on('user:updated', onUpdate);
    try {
      const { container } = renderWithStore(
        <LocationConfirmationPopup
          popup={{ id: 'l', name: 'location-confirmation', props: { profileName: 'anna' } }}
          close={close}
          Frame={Frame}
        />,
        {
          user: member({ _id: 'member-1' }, { city: 'Dublin', state: 'County Dublin', country: 'IE' }),
        },
      );
      expect(screen.getByText('anna would like to know which city you are in.')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Change my city' }));
      expect(screen.getByRole('link', { name: 'Edit my whole profile' })).toHaveAttribute('href', '/user/edit');
      await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Gal');
      await userEvent.click(await screen.findByRole('option', { name: 'Galway, County Galway' }));
      await userEvent.click(screen.getByRole('button', { name: 'Save my city' }));
      await waitFor(() => expect(close).toHaveBeenCalled());
      expect(api.callsTo('PATCH /user/member-1').map((call) => call.options.json)).toEqual([
        { location: { country: 'IE', city: 'Galway', state: 'County Galway' } },
      ]);
      expect(updates).toEqual([saved]);
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      bus.off('user:updated', onUpdate);
    }
  });

  it("asks a member without a city to pick one, says so when nothing is picked, and shows the server's refusal in its words", async () => {
    const close = vi.fn();
    const api = fakeApi({
      'GET /locations/IE/cities': () => ({ cities: [GALWAY] }),
      'PATCH /user/member-1': () => {
        throw new ApiError(400, 'City has at most 100 characters');
      },
    });
    renderWithStore(
      <LocationConfirmationPopup popup={{ id: 'l', name: 'location-confirmation', props: {} }} close={close} Frame={Frame} />,
      {
        user: member({ _id: 'member-1' }, { city: '', state: '', country: 'IE' }),
      },
    );
    expect(screen.getByText('Your profile has no city yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: "Yes, that's right" })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save my city' }));
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription(
      expect.stringContaining('Please choose your city from the list'),
    );
    expect(api.callsTo('PATCH /user/member-1')).toEqual([]);

    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Gal');
    await userEvent.click(await screen.findByRole('option', { name: 'Galway, County Galway' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my city' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription(
        expect.stringContaining('City has at most 100 characters'),
      ),
    );
    expect(api.callsTo('PATCH /user/member-1')).toHaveLength(1);
    expect(close).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save my city' })).toBeEnabled();
  });

  it('opens once from /messages/chat/{id}?question=askForCity, and the question leaves the address', async () => {
    fakeApi({
      'GET /conversation/c1': () => ({
        _id: 'c1',
        archived: false,
        createDate: '2026-11-19T10:00:00.000Z',
        updateDate: '2026-11-20T10:00:00.000Z',
        messages: [],
        meetUps: [],
        user: 'member-1',
        profile: { _id: 'p1', username: 'anna', age: 30, activityDate: null, images: [] },
        type: 'inbox',
      }),
    });
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
