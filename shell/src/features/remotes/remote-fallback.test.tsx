import { fireEvent, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@heartline/contracts/router';
import { brandAtom, type Brand } from '@heartline/contracts';
import { RemoteFallback } from './remote-fallback';
import type { RemoteFailure } from './remote-loader';
// Registered with the federation chunk in the app, which has loaded before any refusal.
import './runtime-mismatch-catalogue';

const entry = { name: 'mfe_profiles', manifest: 'http://localhost:3002/mf-manifest.json', prefixes: ['/profiles'] };

function renderFallback(
  failure: RemoteFailure | undefined,
  retry = vi.fn(async () => undefined),
  brand: Pick<Brand, 'productName'> | null = null,
) {
  const store = createStore();
  store.set(brandAtom, brand as Brand | null);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/profiles']}>
        <RemoteFallback entry={entry} failure={failure} retry={retry} />
      </MemoryRouter>
    </Provider>,
  );
  return retry;
}

describe('the in-layout fallback', () => {
  it('says a remote built for another runtime was refused, with both versions, and offers Retry', async () => {
    const retry = renderFallback({ reason: 'runtime-mismatch', built: '2.8.0', shell: '2.9.2' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This part of Heartline was built for another version of the platform (runtime 2.8.0, shell has 2.9.2).',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledWith(entry);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it("names the brand's product, and says so when the remote's manifest states no runtime", () => {
    renderFallback({ reason: 'runtime-mismatch', built: null, shell: '2.9.2' }, undefined, { productName: 'Amoretti' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This part of Amoretti was built for another version of the platform (runtime not stated, shell has 2.9.2).',
    );
  });

  it('keeps the temporary-unavailability words for a remote that is down', () => {
    renderFallback({ reason: 'unavailable' });
    expect(screen.getByRole('alert')).toHaveTextContent('The other pages keep working. Try again in a moment.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('another version');
  });
});
