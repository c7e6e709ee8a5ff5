import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, decodeSsoState, type AuthConfig } from '@heartline/contracts';
import { BRAND, fakeApi, renderWithStore } from '@heartline/remote-kit/testing';
import { ssoStateSchema } from '@heartline/contracts/schemas';
import { SsoButton } from './sso-button';

const CONFIG: AuthConfig = {
  captcha: { provider: 'local' },
  sso: { name: 'Heartline ID', verifyUrl: 'http://localhost:4000/sso/verify/' },
};

describe('single sign-on button', () => {
  it('names the provider and sends the browser to its verify page with the encoded state', async () => {
    fakeApi({ 'GET /auth/config': () => CONFIG });
    const go = vi.fn();
    renderWithStore(<SsoButton intent="sign-in" go={go} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Heartline ID' }));

    expect(go).toHaveBeenCalledTimes(1);
    const url = new URL(go.mock.calls[0]![0] as string);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:4000/sso/verify/');
    const state = decodeSsoState(url.searchParams.get('state')!);
    expect(state).toEqual({ action: 'login', redirectUrl: `${window.location.origin}/`, domain: window.location.hostname });
    expect(ssoStateSchema.safeParse(state).success).toBe(true);
    expect(screen.getByRole('button', { name: 'Sign in with Heartline ID' })).toBeDisabled();
  });

  it('says "Sign up with" on the sign-up page', async () => {
    fakeApi({ 'GET /auth/config': () => CONFIG });
    renderWithStore(<SsoButton intent="sign-up" go={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Sign up with Heartline ID' })).toBeVisible();
  });

  it('stays on the page with the generic error when the provider cannot be reached', async () => {
    const api = fakeApi({
      'GET /auth/config': () => {
        throw new ApiError(503, 'Service Unavailable');
      },
    });
    const go = vi.fn();
    const toasts = vi.fn();
    bus.on('toast:show', toasts);
    renderWithStore(<SsoButton intent="sign-in" go={go} />);
    const button = screen.getByRole('button', { name: 'Sign in with Heartline ID' });
    await userEvent.click(button);
    await vi.waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ text: 'Something went wrong, please try again later.', variant: 'error' }),
      ),
    );
    expect(go).not.toHaveBeenCalled();
    // The toast is shown in the turn the request fails; the button is freed in the render after it.
    await vi.waitFor(() => expect(button).toBeEnabled());
    // A GET is tried again once on 503 (member spec §7).
    expect(api.callsTo('GET /auth/config')).toHaveLength(2);
    bus.off('toast:show', toasts);
  });

  it('shows no button on a brand that offers no single sign-on', async () => {
    const api = fakeApi({ 'GET /auth/config': () => ({ ...CONFIG, sso: null }) });
    const { container } = renderWithStore(<SsoButton intent="sign-up" go={vi.fn()} />, {
      brand: { ...BRAND, productName: 'Velvet Hour', sso: null },
    });
    expect(screen.queryByRole('button')).toBeNull();
    expect(container).toBeEmptyDOMElement();
    expect(api.callsTo('GET /auth/config')).toHaveLength(0);
  });

  it("names the brand's own provider", async () => {
    fakeApi({ 'GET /auth/config': () => CONFIG });
    renderWithStore(<SsoButton intent="sign-in" go={vi.fn()} />, { brand: { ...BRAND, sso: { name: 'Velvet Pass' } } });
    expect(screen.getByRole('button', { name: 'Sign in with Velvet Pass' })).toBeVisible();
    expect(screen.queryByText(/Heartline ID/)).toBeNull();
  });
});
