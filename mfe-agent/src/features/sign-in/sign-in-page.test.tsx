import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError, bus, type HeartlineEvents } from '@heartline/contracts';
import { axeViolations, fakeApi, type FakeRequest } from '@heartline/remote-kit/testing';
import { renderRoutes } from '../../testing/render-routes';
import { keepLogoutReason } from '../../lib/logout-reason';

const TOKEN = { access_token: 'h.e30.s', token_type: 'Bearer', expires_at: 4_102_444_800 };

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Username'), 'agent');
  await user.type(screen.getByLabelText('Password'), 'agent12345');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/chat/sign-in', () => {
  it('signs staff in with the agent sign-in and opens the console', async () => {
    const api = fakeApi({ 'POST /agent/authenticate': () => TOKEN });
    const signedIn: HeartlineEvents['auth:signed-in'][] = [];
    const record = (grant: HeartlineEvents['auth:signed-in']) => signedIn.push(grant);
    bus.on('auth:signed-in', record);
    const user = userEvent.setup();
    renderRoutes('/chat/sign-in');
    await signIn(user);
    await waitFor(() => expect(signedIn).toHaveLength(1));
    expect(signedIn[0]).toMatchObject({ token: TOKEN.access_token, redirectTo: '/chat' });
    expect(api.callsTo('POST /agent/authenticate')[0]!.options.json).toEqual({
      username: 'agent',
      password: 'agent12345',
      takeOver: false,
    });
    bus.off('auth:signed-in', record);
  });

  it("offers to take over when the agent is signed in elsewhere ('Agent is already logged-in')", async () => {
    const api = fakeApi({
      'POST /agent/authenticate': (request: FakeRequest) => {
        if (!(request.json as { takeOver: boolean }).takeOver) throw new ApiError(409, 'Agent is already logged-in');
        return TOKEN;
      },
    });
    const user = userEvent.setup();
    renderRoutes('/chat/sign-in');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Agent is already logged-in');
    await user.click(screen.getByRole('button', { name: 'Sign in here instead' }));
    await waitFor(() => expect(api.callsTo('POST /agent/authenticate')).toHaveLength(2));
    expect(api.callsTo('POST /agent/authenticate')[1]!.options.json).toMatchObject({ takeOver: true });
  });

  it("shows the server's words for wrong credentials", async () => {
    fakeApi({
      'POST /agent/authenticate': () => {
        throw new ApiError(401, 'Invalid username or password');
      },
    });
    const user = userEvent.setup();
    renderRoutes('/chat/sign-in');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  });

  it('says why the last session ended, once', async () => {
    keepLogoutReason('New device login');
    const first = renderRoutes('/chat/sign-in');
    expect(await screen.findByText('Your last session ended: New device login.')).toBeVisible();
    first.unmount();
    renderRoutes('/chat/sign-in');
    await screen.findByRole('heading', { name: 'Staff sign-in' });
    expect(screen.queryByText(/Your last session ended/)).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderRoutes('/chat/sign-in');
    await screen.findByRole('heading', { name: 'Staff sign-in' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
