import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, MESSAGES, bus, type Brand } from '@heartline/contracts';
import { BRAND, fakeApi as fakeNetworkApi, renderWithStore, type FakeHandler } from '@heartline/remote-kit/testing';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { SignUpPage } from './sign-up-page';

type Handler = FakeHandler;

/** The API on the fake network (the kit's fakeApi): a handler per route; `callsTo` gives each call's JSON body. */
function fakeApi(routes: Record<string, Handler>) {
  const server = fakeNetworkApi(routes);
  return { callsTo: (route: string) => server.callsTo(route).map((call) => call.options.json) };
}

// The fields' hints are read with them, before their errors.
const BIRTHDAY_HINT = 'Never shown on your profile.';
const USERNAME_HINT = 'Letters, digits and underscore, 3 to 20 characters. Shown to others.';
const EMAIL_HINT = 'We send you a link to confirm it.';
const PASSWORD_HINT = 'At least 8 characters.';

const CORK = { city: 'Cork', state: 'Munster', zip: 'T12' };
const EXPIRES_AT_SECONDS = 1_900_000_000;
const CREATED = { status: 'pending_verification', access_token: 'new-member-jwt', token_type: 'Bearer', expires_at: EXPIRES_AT_SECONDS };

/** The routes a sign-up meets; `register` is what POST /register does. */
function signUpApi(register: Handler, extra: Record<string, Handler> = {}) {
  let challenges = 0;
  return fakeApi({
    'GET /auth/config': () => ({
      captcha: { provider: 'local' },
      sso: { name: 'Heartline ID', verifyUrl: 'http://localhost:4000/sso/verify/' },
    }),
    // A genuine proof-of-work challenge (as the API makes them, small), which the page solves.
    'GET /captcha/v3/challenge': () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: 42,
        deriveKey,
        hmacSignatureSecret: 'test-captcha-secret',
        expiresAt: new Date(Date.now() + 60_000),
        data: { issuedAt: Date.now() },
      }),
    'POST /captcha/v3': () => ({ token: 'v3-token' }),
    'GET /captcha/v2/challenge': () => {
      challenges += 1;
      return {
        id: `challenge-${challenges}`,
        image: `data:image/svg+xml;base64,${btoa(`<svg>${challenges}</svg>`)}`,
        expiresAt: Date.now() + 120_000,
      };
    },
    'POST /captcha/v2/verify': () => ({ token: 'v2-token' }),
    'GET /locations/IE/cities': () => ({ cities: [CORK, { city: 'Cobh', state: 'Munster', zip: null }] }),
    'POST /register': register,
    ...extra,
  });
}

function renderPage() {
  renderWithStore(<SignUpPage />, { path: '/sign-up', brand: { ...BRAND, countries: ['IE', 'GB'] } as Brand });
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = () => screen.getByRole('heading', { level: 2 });

async function expectStep(n: number, title: string) {
  expect(await screen.findByRole('heading', { level: 2, name: title })).toHaveFocus();
  expect(screen.getByText(`Step ${n} of 5`)).toBeVisible();
}

async function fillIdentity() {
  await userEvent.click(within(screen.getByRole('group', { name: 'I am' })).getByRole('radio', { name: 'a man' }));
  await userEvent.click(within(screen.getByRole('group', { name: 'Looking for' })).getByRole('radio', { name: 'women' }));
}

/** Types the date into the day, month and year boxes, whatever their order. */
function fillBirthday(birthday: string) {
  const [year = '', month = '', day = ''] = birthday.split('-');
  const boxes = within(screen.getByRole('group', { name: 'Date of birth' }));
  fireEvent.change(boxes.getByLabelText('Day'), { target: { value: day } });
  fireEvent.change(boxes.getByLabelText('Month'), { target: { value: month } });
  fireEvent.change(boxes.getByLabelText('Year'), { target: { value: year } });
}

async function fillAge(birthday = '1990-05-04') {
  fillBirthday(birthday);
  await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that I am 18 or older' }));
}

async function fillLocation() {
  await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Co');
  await userEvent.click(await screen.findByRole('option', { name: 'Cork, Munster' }));
}

async function fillAccount() {
  await userEvent.type(screen.getByLabelText('Username'), 'anna_k');
  await userEvent.type(screen.getByLabelText('Email address'), 'anna@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
}

async function reachTerms() {
  await fillIdentity();
  await next();
  await fillAge();
  await next();
  await fillLocation();
  await next();
  await fillAccount();
  await next();
  await expectStep(5, 'Terms');
}

async function createAccount() {
  await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the Terms and the Privacy policy' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

let signedIn: (grant: unknown) => void;
beforeEach(() => {
  signedIn = vi.fn<(grant: unknown) => void>();
  bus.on('auth:signed-in', signedIn);
});
afterEach(() => {
  bus.off('auth:signed-in', signedIn);
  vi.restoreAllMocks();
});

describe('the sign-up wizard', () => {
  it("refuses Next on each step with the rules' messages beside the fields", async () => {
    const server = signUpApi(() => CREATED);
    renderPage();
    expect(screen.getByText(/profiles on this site are fictitious and for entertainment only/)).toBeVisible();
    expect(stepHeading()).toHaveTextContent('About you');
    expect(screen.getByText('Step 1 of 5')).toBeVisible();

    await next();
    expect(stepHeading()).toHaveTextContent('About you');
    expect(within(screen.getByRole('group', { name: 'I am' })).getByText('This field is required')).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Looking for' })).getByText('This field is required')).toBeVisible();
    await fillIdentity();
    await next();
    await expectStep(2, 'Your age');

    await next();
    expect(screen.getByLabelText('Day')).toHaveAccessibleDescription(`${BIRTHDAY_HINT} This field is required`);
    expect(screen.getByRole('checkbox', { name: 'I confirm that I am 18 or older' })).toHaveAccessibleDescription(
      'Please confirm that you are 18 or older.',
    );
    const seventeen = new Date();
    seventeen.setFullYear(seventeen.getFullYear() - 17);
    await fillAge(seventeen.toISOString().slice(0, 10));
    await next();
    expect(stepHeading()).toHaveTextContent('Your age');
    expect(screen.getByLabelText('Year')).toHaveAccessibleDescription(`${BIRTHDAY_HINT} You must be at least 18 years old`);
    fillBirthday('1990-05-04');
    await next();
    await expectStep(3, 'Where you live');

    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('IE');
    await next();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription(/^This field is required/);
    await fillLocation();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Cork, Munster');
    await next();
    await expectStep(4, 'Your account');

    await next();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(`${USERNAME_HINT} This field is required`);
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(`${EMAIL_HINT} This field is required`);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(`${PASSWORD_HINT} This field is required`);
    await userEvent.type(screen.getByLabelText('Username'), 'anna k!');
    await userEvent.type(screen.getByLabelText('Email address'), 'anna@');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await next();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      `${USERNAME_HINT} Username may contain only letters, digits and underscore`,
    );
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(`${EMAIL_HINT} please enter a valid email address`);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(`${PASSWORD_HINT} Please enter at least 8 symbols`);
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.clear(screen.getByLabelText('Email address'));
    await userEvent.clear(screen.getByLabelText('Password'));
    await fillAccount();
    await next();
    await expectStep(5, 'Terms');

    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('checkbox', { name: 'I have read and accept the Terms and the Privacy policy' })).toHaveAccessibleDescription(
      'Please acknowledge to proceed.',
    );
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(server.callsTo('POST /register')).toEqual([]);
  });

  it("asks for the date of birth in the brand's order and sums it up in the brand's words (Heartline, en-IE)", async () => {
    signUpApi(() => CREATED);
    renderPage();
    await fillIdentity();
    await next();
    const boxes = within(screen.getByRole('group', { name: 'Date of birth' })).getAllByRole('textbox');
    expect(boxes.map((box) => box.id.split('-').at(-1))).toEqual(['day', 'month', 'year']);
    await userEvent.type(boxes[0]!, '15061990');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that I am 18 or older' }));
    await next();
    await fillLocation();
    await next();
    await fillAccount();
    await next();
    await expectStep(5, 'Terms');
    const summary = within(screen.getByRole('region', { name: 'Your details' }));
    expect(summary.getByText('15 June 1990')).toBeVisible();
    expect(summary.queryByText('1990-06-15')).toBeNull();
  });

  it('puts the month first and writes June 15, 1990 on Velvet Hour (en-US)', async () => {
    signUpApi(() => CREATED);
    renderWithStore(<SignUpPage />, {
      path: '/sign-up',
      brand: { ...BRAND, productName: 'Velvet Hour', locale: 'en-US', sso: null, countries: ['IE'] } as Brand,
    });
    await fillIdentity();
    await next();
    const boxes = within(screen.getByRole('group', { name: 'Date of birth' })).getAllByRole('textbox');
    expect(boxes.map((box) => box.id.split('-').at(-1))).toEqual(['month', 'day', 'year']);
    await userEvent.type(boxes[0]!, '06151990');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that I am 18 or older' }));
    await next();
    await fillLocation();
    await next();
    await fillAccount();
    await next();
    await expectStep(5, 'Terms');
    expect(within(screen.getByRole('region', { name: 'Your details' })).getByText('June 15, 1990')).toBeVisible();
    // Velvet Hour offers no single sign-on.
    expect(screen.queryByRole('button', { name: /Sign up with/ })).toBeNull();
  });

  it('keeps what was typed when going back', async () => {
    signUpApi(() => CREATED);
    renderPage();
    await fillIdentity();
    await next();
    await fillAge();
    await next();
    await fillLocation();
    await next();
    await userEvent.type(screen.getByLabelText('Username'), 'anna_k');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expectStep(3, 'Where you live');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Cork, Munster');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expectStep(2, 'Your age');
    expect(screen.getByLabelText('Day')).toHaveValue('04');
    expect(screen.getByLabelText('Month')).toHaveValue('05');
    expect(screen.getByLabelText('Year')).toHaveValue('1990');
    expect(screen.getByRole('checkbox', { name: 'I confirm that I am 18 or older' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'a man' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'women' })).toBeChecked();
    await next();
    await next();
    await next();
    await expectStep(4, 'Your account');
    expect(screen.getByLabelText('Username')).toHaveValue('anna_k');
  });

  it('shows and hides the password', async () => {
    signUpApi(() => CREATED);
    renderPage();
    await fillIdentity();
    await next();
    await fillAge();
    await next();
    await fillLocation();
    await next();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('creates the account with every field and the v3 proof, then signs the member in towards /verify', async () => {
    const register = vi.fn(() => CREATED);
    const server = signUpApi(register);
    renderPage();
    await reachTerms();
    expect(screen.getByText('a man, looking for women')).toBeVisible();
    expect(screen.getByText('anna@example.com')).toBeVisible();
    await createAccount();
    expect(register).toHaveBeenCalledTimes(1);
    expect(server.callsTo('POST /register')).toEqual([
      {
        gender: 'man',
        lookingFor: 'woman',
        birthday: '1990-05-04',
        adultConfirmed: true,
        country: 'IE',
        location: 'Cork, Munster',
        username: 'anna_k',
        email: 'anna@example.com',
        password: 'correct-horse',
        terms: true,
        captcha: { version: 'v3', token: 'v3-token' },
      },
    ]);
    const [v3] = server.callsTo('POST /captcha/v3') as {
      action: string;
      signals: { keys: number };
      proof: { solution: { counter: number } };
    }[];
    expect(v3!.action).toBe('register');
    expect(v3!.signals.keys).toBeGreaterThan(20);
    // The page solved the challenge's proof of work while the form was filled.
    expect(v3!.proof.solution.counter).toBe(42);
    expect(signedIn).toHaveBeenCalledWith({ token: 'new-member-jwt', expiryDate: EXPIRES_AT_SECONDS * 1000, redirectTo: '/verify' });
  });

  it('reads the captcha and single sign-on settings once for the whole page', async () => {
    const server = signUpApi(() => CREATED);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Sign up with Heartline ID' })).toBeVisible();
    await reachTerms();
    await createAccount();
    await vi.waitFor(() => expect(signedIn).toHaveBeenCalled());
    expect(server.callsTo('GET /auth/config')).toHaveLength(1);
  });

  it('shows progress and cannot be sent twice while the server answers', async () => {
    let answer!: (value: unknown) => void;
    const register = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    signUpApi(register);
    renderPage();
    await reachTerms();
    await createAccount();
    const button = await screen.findByRole('button', { name: 'Creating your account…' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    // Enter in a field submits the form even with the button disabled.
    await act(async () => {
      fireEvent.submit(button.closest('form')!);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await act(async () => answer(CREATED));
    expect(register).toHaveBeenCalledTimes(1);
    expect(signedIn).toHaveBeenCalledTimes(1);
  });

  it('loads the v2 challenge on a 412 and sends its token; a second 412 is the v2 error with a fresh challenge', async () => {
    const register = vi
      .fn<Handler>()
      .mockRejectedValueOnce(new ApiError(412, 'captcha_v2_required'))
      .mockRejectedValueOnce(new ApiError(412, 'captcha_v2_required'))
      .mockResolvedValueOnce(CREATED);
    const server = signUpApi(register);
    renderPage();
    await reachTerms();
    await createAccount();

    const challenge = await screen.findByRole('region', { name: 'One more step: are you a person?' });
    expect(within(challenge).getByRole('alert')).toHaveTextContent('Please solve the captcha to continue.');
    expect(await within(challenge).findByRole('img', { name: 'Captcha: distorted characters to type' })).toBeVisible();
    await userEvent.type(within(challenge).getByLabelText('Type the characters in the image'), 'k3xq9');
    await userEvent.click(within(challenge).getByRole('button', { name: 'Verify' }));
    expect(server.callsTo('POST /captcha/v2/verify')).toEqual([{ id: 'challenge-1', answer: 'k3xq9' }]);
    expect((server.callsTo('POST /register')[1] as { captcha: unknown }).captcha).toEqual({ version: 'v2', token: 'v2-token' });

    const again = await screen.findByRole('region', { name: 'One more step: are you a person?' });
    expect(within(again).getByRole('alert')).toHaveTextContent('Captcha verification failed, please try again later.');
    expect(await within(again).findByRole('img')).toHaveAttribute('src', expect.stringContaining(btoa('<svg>2</svg>')));
    await userEvent.type(within(again).getByLabelText('Type the characters in the image'), 'p0w3r');
    await userEvent.click(within(again).getByRole('button', { name: 'Verify' }));
    expect(register).toHaveBeenCalledTimes(3);
    expect(signedIn).toHaveBeenCalledWith(expect.objectContaining({ token: 'new-member-jwt', redirectTo: '/verify' }));
  });

  it('goes back to the account step with the email message on a 422 Invalid email', async () => {
    signUpApi(() => {
      throw new ApiError(422, 'Invalid email', { code: 'email-refused' });
    });
    renderPage();
    await reachTerms();
    await createAccount();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your account' })).toBeVisible();
    expect(screen.getByText('Step 4 of 5')).toBeVisible();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAccessibleDescription(`${EMAIL_HINT} please enter a valid email address`);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('anna@example.com');
  });

  it.each([
    ['username', MESSAGES.usernameTaken],
    ['Email address', MESSAGES.emailTaken],
  ])('puts a 409 beside the %s field', async (label, message) => {
    signUpApi(() => {
      throw new ApiError(409, message);
    });
    renderPage();
    await reachTerms();
    await createAccount();
    await screen.findByRole('heading', { level: 2, name: 'Your account' });
    expect(screen.getByLabelText(label === 'username' ? 'Username' : label)).toHaveAccessibleDescription(
      `${label === 'username' ? USERNAME_HINT : EMAIL_HINT} ${message}`,
    );
  });

  it.each([
    [500, 'database down', 'Something went wrong, please try again later.'],
    [429, 'Too many attempts, please wait a moment and try again.', 'Too many attempts, please wait a moment and try again.'],
  ])('explains a %i answer on the terms step', async (status, serverMessage, shown) => {
    signUpApi(() => {
      throw new ApiError(status, serverMessage);
    });
    renderPage();
    await reachTerms();
    await createAccount();
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(stepHeading()).toHaveTextContent('Terms');
    expect(signedIn).not.toHaveBeenCalled();
  });
});
