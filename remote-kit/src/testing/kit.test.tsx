import { screen } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, api, userAtom } from '@heartline/contracts';
import { useTranslation } from '@heartline/contracts/i18n';
import { Link } from '@heartline/contracts/router';
import { deferred, fakeApi } from './fake-api';
import { member } from './fixtures';
import { renderRoutes, renderWithStore } from './render';

/** A remote page's query: what GET /greeting answered, or that it failed. */
function GreetingFromServer() {
  const { data, error } = useQuery({ queryKey: ['greeting'], queryFn: () => api.request<string>('get', '/greeting') });
  return <p>{data ?? (error ? 'failed' : 'loading')}</p>;
}

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

  it("gives each render a QueryClient of its own with the shell's defaults: a failed query is not asked again", async () => {
    const answers: (string | Error)[] = [new ApiError(500, 'boom'), 'hello', 'hello again'];
    const server = fakeApi({
      'GET /greeting': () => {
        const answer = answers.shift();
        if (answer instanceof Error) throw answer;
        return answer;
      },
    });
    const first = renderWithStore(<GreetingFromServer />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(server.callsTo('GET /greeting')).toHaveLength(1);
    first.unmount();

    // A new render is a new page: a fresh answer of the last one's cache does not stand in.
    const second = renderWithStore(<GreetingFromServer />);
    expect(await screen.findByText('hello')).toBeInTheDocument();
    second.unmount();
    renderWithStore(<GreetingFromServer />);
    expect(await screen.findByText('hello again')).toBeInTheDocument();
  });

  it('renders a route tree with stand-ins for other apps, so a link that leaves can be followed', async () => {
    renderRoutes([{ path: '/matches', element: <Link to="/messages/inbox">inbox</Link> }], '/matches', { elsewhere: ['/messages'] });
    (await screen.findByRole('link', { name: 'inbox' })).click();
    expect(await screen.findByRole('heading', { name: '/messages' })).toBeInTheDocument();
  });
});
