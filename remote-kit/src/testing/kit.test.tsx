import { screen } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { describe, expect, it } from 'vitest';
import { ApiError, api, userAtom } from '@heartline/contracts';
import { useTranslation } from '@heartline/contracts/i18n';
import { Link } from '@heartline/contracts/router';
import { deferred, fakeApi } from './fake-api';
import { member } from './fixtures';
import { renderRoutes, renderWithStore } from './render';

function Greeting() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  return <p>{t('hello', { name: user?.username })}</p>;
}

describe('the remote test kit', () => {
  it('fails a request no test faked, loudly', async () => {
    await expect(api.request('get', '/profiles')).rejects.toThrow('unexpected request in a test: get /profiles');
  });

  it('answers faked routes, records the calls, and fails an unfaked one like a 404', async () => {
    const server = fakeApi({ 'GET /match/next': () => ({ id: 7 }) });
    await expect(api.request('get', '/match/next')).resolves.toEqual({ id: 7 });
    await expect(api.request('post', '/match/swipe')).rejects.toEqual(new ApiError(404, 'no fake route for post /match/swipe'));
    expect(server.callsTo('GET /match/next')).toHaveLength(1);
  });

  it('holds an answer back until the test settles it', async () => {
    const answer = deferred<number>();
    let settled = false;
    void answer.promise.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer.resolve(1);
    await answer.promise;
    expect(settled).toBe(true);
  });

  it('renders with the member in the store and the remote catalogue in i18next', () => {
    renderWithStore(<Greeting />, { user: member({ username: 'dana' }) });
    expect(screen.getByText('Hello dana')).toBeInTheDocument();
  });

  it('renders a route tree with stand-ins for other apps, so a link that leaves can be followed', async () => {
    renderRoutes([{ path: '/matches', element: <Link to="/messages/inbox">inbox</Link> }], '/matches', { elsewhere: ['/messages'] });
    (await screen.findByRole('link', { name: 'inbox' })).click();
    expect(await screen.findByRole('heading', { name: '/messages' })).toBeInTheDocument();
  });
});
