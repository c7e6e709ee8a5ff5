import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@heartline/contracts';
import { ZipLookup } from './zip-lookup';
import { renderWithStore } from '@heartline/remote-kit/testing';

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
