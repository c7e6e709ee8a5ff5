import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@heartline/contracts';
import { fakeApi } from '@heartline/remote-kit/testing';
import { LocalCaptchaChallenge } from './local-challenge';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

function challenge(n: number, expiresAt = Date.now() + 120_000) {
  return { id: `challenge-${n}`, image: `data:image/svg+xml;base64,${btoa(`<svg>${n}</svg>`)}`, expiresAt };
}

/** The API on the fake network: each GET /captcha/v2/challenge answers a new challenge. */
function fakeCaptchaApi(verify: (body: unknown) => unknown, load: (n: number) => unknown = (n) => challenge(n)) {
  let loads = 0;
  const server = fakeApi({
    'GET /captcha/v2/challenge': () => load(++loads),
    'POST /captcha/v2/verify': (options) => verify(options.json),
  });
  return { server, loads: () => loads };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the local captcha v2 challenge', () => {
  it('shows the image with a text alternative and hands over the token for the right answer', async () => {
    const verify = vi.fn(() => ({ token: 'v2-token' }));
    fakeCaptchaApi(verify);
    const onSolved = vi.fn();
    render(<LocalCaptchaChallenge notice="Please solve the captcha to continue." onSolved={onSolved} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please solve the captcha to continue.');
    const image = await screen.findByRole('img', { name: 'Captcha: distorted characters to type' });
    expect(image).toHaveAttribute('src', challenge(1).image);
    await userEvent.type(screen.getByLabelText('Type the characters in the image'), ' k3xq9 ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verify).toHaveBeenCalledWith({ id: 'challenge-1', answer: 'k3xq9' });
    expect(onSolved).toHaveBeenCalledWith('v2-token');
  });

  it('asks for an answer before sending anything', async () => {
    const verify = vi.fn();
    fakeCaptchaApi(verify);
    render(<LocalCaptchaChallenge onSolved={vi.fn()} />);
    await screen.findByRole('img');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Type the characters in the image')).toHaveAccessibleDescription('This field is required');
    expect(verify).not.toHaveBeenCalled();
  });

  it('says the captcha expired when its time runs out, and brings a fresh image', async () => {
    vi.useFakeTimers({ now: NOW });
    const fake = fakeCaptchaApi(vi.fn());
    render(<LocalCaptchaChallenge onSolved={vi.fn()} />);
    await act(async () => undefined);
    expect(screen.getByRole('img')).toHaveAttribute('src', challenge(1).image);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => vi.advanceTimersByTime(119_999));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('The captcha has expired, please try again.');
    expect(fake.loads()).toBe(2);
    expect(screen.getByRole('img')).toHaveAttribute('src', challenge(2).image);
  });

  it('treats a 410 answer as the timeout and a 400 answer as the v2 error, each with a fresh image', async () => {
    const verify = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(410, 'The captcha has expired, please try again.'))
      .mockRejectedValueOnce(new ApiError(400, 'Captcha verification failed, please try again later.'));
    fakeCaptchaApi(async (body) => verify(body));
    render(<LocalCaptchaChallenge onSolved={vi.fn()} />);
    const answer = await screen.findByLabelText('Type the characters in the image');
    await screen.findByRole('img');
    await userEvent.type(answer, 'late');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The captcha has expired, please try again.');
    expect(await screen.findByRole('img')).toHaveAttribute('src', challenge(2).image);
    expect(answer).toHaveValue('');

    await userEvent.type(answer, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Captcha verification failed, please try again later.');
    expect(await screen.findByRole('img')).toHaveAttribute('src', challenge(3).image);
  });

  it('shows the v2 error when the challenge cannot be loaded, and a new image can be asked for', async () => {
    // The client asks a failed GET once more (spec §7): the load fails when both tries do.
    const fake = fakeCaptchaApi(vi.fn(), (n) => {
      if (n <= 2) throw new ApiError(500, 'boom');
      return challenge(n);
    });
    render(<LocalCaptchaChallenge onSolved={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Captcha verification failed, please try again later.');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'New image' }));
    expect(await screen.findByRole('img')).toHaveAttribute('src', challenge(3).image);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fake.loads()).toBe(3);
  });
});
