import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@heartline/contracts';
import { fakeApi } from '@heartline/remote-kit/testing';
import { SEARCH_DEBOUNCE_MS } from '@heartline/ui';
import axe from 'axe-core';
import { CitySearch } from './city-search';

const CORK = { city: 'Cork', state: 'Munster', zip: 'T12' };
const COBH = { city: 'Cobh', state: 'Munster', zip: null };

/** The API's answer to every city search of Ireland, on the fake network; each request recorded. */
function answerCities(answer: () => unknown) {
  const server = fakeApi({ 'GET /locations/IE/cities': answer });
  return { searches: () => server.callsTo('GET /locations/IE/cities').map((call) => call.options.searchParams), calls: server.calls };
}

async function axeViolations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(({ id }) => id);
}

describe('the city search', () => {
  it("asks the API for the country's cities once typing pauses, and picks one with the keyboard", async () => {
    // The debounce's timeouts are the test's; the fake network's delivery is not.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = answerCities(() => ({ cities: [CORK, COBH] }));
    const onPick = vi.fn();
    const { container } = render(<CitySearch country="IE" value="" onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'City' });
    expect(box).toHaveAccessibleDescription('Type at least 2 letters of your city, then choose it from the list.');
    fireEvent.change(box, { target: { value: 'C' } });
    fireEvent.change(box, { target: { value: 'Co' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(server.calls).toEqual([]);
    await act(async () => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await vi.waitFor(() => expect(server.searches()).toEqual([{ search: 'Co' }]));
    await screen.findByText('2 cities found');

    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Cork, Munster', 'Cobh, Munster']);
    expect(screen.getByText('2 cities found')).toBeInTheDocument();
    box.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(COBH, 'Cobh, Munster');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Cobh, Munster');
  });

  it('shows the city alone once picked when asked to, and says when the member types again', async () => {
    answerCities(() => ({ cities: [CORK] }));
    const onType = vi.fn();
    render(<CitySearch country="IE" value="" onPick={vi.fn()} onType={onType} pickedText="city" />);
    const box = screen.getByRole('combobox', { name: 'City' });
    await userEvent.type(box, 'Cor');
    await userEvent.click(await screen.findByRole('option', { name: 'Cork, Munster' }));
    expect(box).toHaveValue('Cork');
    expect(onType).toHaveBeenCalledTimes(3);
  });

  it('searches nothing under 2 letters or before a country is chosen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = answerCities(() => ({ cities: [] }));
    const { rerender } = render(<CitySearch country="IE" value="" onPick={vi.fn()} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: 'C' } });
    await act(async () => vi.advanceTimersByTime(1000));
    rerender(<CitySearch country="" value="" onPick={vi.fn()} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: 'Cork' } });
    await act(async () => vi.advanceTimersByTime(1000));
    expect(server.calls).toEqual([]);
  });

  it('says when no city matches, and when the cities could not be loaded', async () => {
    answerCities(() => ({ cities: [] }));
    const { unmount } = render(<CitySearch country="IE" value="" onPick={vi.fn()} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Zz');
    expect(await screen.findByRole('option', { name: 'No city found' })).toHaveAttribute('aria-disabled', 'true');
    unmount();

    answerCities(() => {
      throw new ApiError(500, 'Internal Server Error');
    });
    render(<CitySearch country="IE" value="" onPick={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: 'City' });
    await userEvent.type(box, 'Co');
    await vi.waitFor(() => expect(box).toHaveAccessibleDescription(/^The cities could not be loaded, please try again\./));
  });
});
