import { screen } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, api, userAtom } from '@heartline/contracts';
import { useTranslation } from '@heartline/contracts/i18n';
import { Link } from '@heartline/contracts/router';
import { deferred, fakeApi, takeDrifts } from './fake-api';
import { member } from './fixtures';
import { renderRoutes, renderWithStore } from './render';

/** A remote page's query: the e-mail GET /verification-status answered, or that it failed. */
function GreetingFromServer() {
  const { data, error } = useQuery({
    queryKey: ['greeting'],
    queryFn: () => api.request<{ email: string }>('get', '/verification-status', { retries: 0 }),
  });
  return <p>{data?.email ?? (error ? 'failed' : 'loading')}</p>;
}

const status = (email: string) => ({ email, emailValidated: false, nextResendAt: 0 });

function Greeting() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  return <p>{t('hello', { name: user?.username })}</p>;
}

describe('the remote test kit', () => {
  it('fails a request no test faked, loudly', async () => {
    await expect(api.request('get', '/profiles')).rejects.toThrow('unexpected request in a test: get /profiles');
  });

  it('answers faked routes through the real client, records the calls, and fails an unfaked one like a 404', async () => {
    const server = fakeApi({ 'GET /match/next': () => ({ profile: null, queue: [], likes: 3 }) });
    await expect(api.request('get', '/match/next', { searchParams: { limit: 1 } })).resolves.toEqual({
      profile: null,
      queue: [],
      likes: 3,
    });
    await expect(api.request('post', '/match/swipe')).rejects.toMatchObject({
      status: 404,
      message: 'no fake route for post /match/swipe',
    });
    expect(server.callsTo('GET /match/next').map((call) => call.options.searchParams)).toEqual([{ limit: '1' }]);
  });

  it('refuses to fake a route the API does not have', () => {
    expect(() => fakeApi({ 'GET /greeting': () => 'hello' })).toThrow('fakeApi: the API has no route GET /greeting');
  });

  it('holds every fake answer to the contract: one the API would never send fails the test', async () => {
    fakeApi({ 'GET /match/next': () => ({ profile: null, queue: [], likes: 'three' }) });
    await expect(api.request('get', '/match/next', { retries: 0 })).rejects.toBeInstanceOf(ApiError);
    expect(takeDrifts()).toEqual([expect.stringContaining('the fake answer of GET /match/next does not match the contract: likes')]);
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
    const answers: (string | Error)[] = [new ApiError(500, 'boom'), 'hello@example.com', 'again@example.com'];
    const server = fakeApi({
      'GET /verification-status': () => {
        const answer = answers.shift();
        if (answer instanceof Error) throw answer;
        return status(answer!);
      },
    });
    const first = renderWithStore(<GreetingFromServer />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(server.callsTo('GET /verification-status')).toHaveLength(1);
    first.unmount();

    // A new render is a new page: a fresh answer of the last one's cache does not stand in.
    const second = renderWithStore(<GreetingFromServer />);
    expect(await screen.findByText('hello@example.com')).toBeInTheDocument();
    second.unmount();
    renderWithStore(<GreetingFromServer />);
    expect(await screen.findByText('again@example.com')).toBeInTheDocument();
  });

  it('renders a route tree with stand-ins for other apps, so a link that leaves can be followed', async () => {
    renderRoutes([{ path: '/matches', element: <Link to="/messages/inbox">inbox</Link> }], '/matches', { elsewhere: ['/messages'] });
    (await screen.findByRole('link', { name: 'inbox' })).click();
    expect(await screen.findByRole('heading', { name: '/messages' })).toBeInTheDocument();
  });
});
