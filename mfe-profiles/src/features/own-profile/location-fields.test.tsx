import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@heartline/contracts';
import { CITY_SEARCH_DEBOUNCE_MS, CitySearch } from './city-search';
import { ZipLookup } from './zip-lookup';
import { axeViolations, renderWithStore } from '@heartline/remote-kit/testing';

const CORK = { city: 'Cork', state: 'Munster', zip: 'T12' };
const COBH = { city: 'Cobh', state: 'Munster', zip: null };

describe('the city search', () => {
  it('asks once the member stops typing, and picks a city with the keyboard', async () => {
    vi.useFakeTimers();
    const search = vi.fn(async () => ({ cities: [CORK, COBH] }));
    const onSelect = vi.fn();
    const { container } = renderWithStore(<CitySearch country="IE" value="" onSelect={onSelect} search={search} />);
    const box = screen.getByRole('combobox', { name: 'City' });
    fireEvent.change(box, { target: { value: 'C' } });
    fireEvent.change(box, { target: { value: 'Co' } });
    act(() => vi.advanceTimersByTime(CITY_SEARCH_DEBOUNCE_MS - 1));
    expect(search).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('IE', 'Co', expect.objectContaining({ signal: expect.any(AbortSignal) }));
    vi.useRealTimers();

    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Cork, Munster', 'Cobh, Munster']);
    box.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(COBH);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not search under 2 letters', async () => {
    vi.useFakeTimers();
    const search = vi.fn(async () => ({ cities: [] }));
    renderWithStore(<CitySearch country="IE" value="" onSelect={vi.fn()} search={search} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: 'C' } });
    await act(async () => vi.advanceTimersByTime(1000));
    expect(search).not.toHaveBeenCalled();
  });
});

describe('the ZIP lookup', () => {
  it('answers the state of a ZIP code', async () => {
    const lookup = vi.fn(async () => ({ city: 'Cork', state: 'Munster' }));
    const onFound = vi.fn();
    renderWithStore(<ZipLookup country="IE" initial="" onFound={onFound} lookup={lookup} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'ZIP or postal code' }), 'T12{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Found: Cork, Munster');
    expect(lookup).toHaveBeenCalledWith('IE', 'T12');
    expect(onFound).toHaveBeenCalledWith({ city: 'Cork', state: 'Munster', zip: 'T12' });
  });

  it('fails clearly when there is no state for the code', async () => {
    const lookup = vi.fn(async () => {
      throw new ApiError(404, 'No state found for this ZIP code');
    });
    const onFound = vi.fn();
    renderWithStore(<ZipLookup country="IE" initial="" onFound={onFound} lookup={lookup} />);
    const zip = screen.getByRole('textbox', { name: 'ZIP or postal code' });
    await userEvent.type(zip, '00000');
    await userEvent.click(screen.getByRole('button', { name: 'Find my state' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No state found for this ZIP code');
    expect(zip).toHaveAccessibleDescription('No state found for this ZIP code');
    expect(onFound).not.toHaveBeenCalled();
  });

  it('treats an answer without a state as a failure', async () => {
    renderWithStore(<ZipLookup country="IE" initial="D01" onFound={vi.fn()} lookup={async () => ({ city: 'Dublin', state: '' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Find my state' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No state found for this ZIP code');
  });
});
