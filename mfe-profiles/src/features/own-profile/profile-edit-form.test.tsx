import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, userAtom, type User } from '@heartline/contracts';
import { ProfileEditForm } from './profile-edit-form';
import { axeViolations, BRAND, member, NOW, renderWithStore } from '@heartline/remote-kit/testing';

const complete = (fields: Partial<User> = {}, profile: Partial<User['profile']> = {}) =>
  member(fields, {
    gender: 'woman',
    birthday: '1990-05-20T00:00:00.000Z',
    city: 'Cork',
    state: 'Munster',
    country: 'IE',
    aboutMe: 'Curious and kind.',
    lookingFor: { gender: 'man', age: { min: 30, max: 40 }, tags: ['travel'] },
    ...profile,
  });

function renderForm(user: User, save = vi.fn(async (_id: string, values: unknown) => ({ ...user, ...(values as object) }) as User)) {
  const rendered = renderWithStore(<ProfileEditForm user={user} save={save} />, { user, path: '/user/edit' });
  return { ...rendered, save };
}

const saveButton = () => screen.getByRole('button', { name: 'Save profile' });

describe('the profile edit form', () => {
  it('saves the age range alone while "about me" and the tags are still empty (issue 28 item 8)', async () => {
    const { save } = renderForm(complete({}, { aboutMe: '', lookingFor: { gender: 'man', age: { min: 30, max: 40 }, tags: [] } }));
    const from = screen.getByLabelText('From (years)');
    await userEvent.clear(from);
    await userEvent.type(from, '25');
    await userEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[1]).toEqual({ lookingForAge: { min: 25, max: 40 } });
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('needs looking-for tags and an about me when they are what is being set, each message beside its field', async () => {
    const { save } = renderForm(complete());
    const tags = screen.getByRole('textbox', { name: 'What you are looking for (tags)' });
    await userEvent.click(screen.getByRole('button', { name: /Remove travel/ }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'About me' }));
    await userEvent.click(saveButton());
    expect(await screen.findByText('Information is required, please fill in some tags')).toBeVisible();
    expect(tags).toHaveAccessibleDescription(expect.stringContaining('Information is required, please fill in some tags'));
    expect(screen.getByRole('textbox', { name: 'About me' })).toHaveAccessibleDescription('This field is required');
    expect(save).not.toHaveBeenCalled();

    await userEvent.type(tags, 'hiking{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: 'About me' }), 'Fond of maps.');
    await userEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[1]).toEqual({ lookingForTags: ['hiking'], aboutMe: 'Fond of maps.' });
  });

  it('says what is wrong with the range once, below both boxes, and saves nothing', async () => {
    const { save } = renderForm(complete());
    const [from, to] = [screen.getByLabelText('From (years)'), screen.getByLabelText('To (years)')];
    await userEvent.clear(from);
    await userEvent.type(from, '45');
    await userEvent.click(saveButton());
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('The youngest age must not be above the oldest.')).toHaveLength(1);
    expect(to).toHaveAccessibleDescription('The youngest age must not be above the oldest.');
    // The sentence is after the row of boxes, not inside either box's field.
    const row = from.closest('.age-range-boxes')!;
    expect(row).toContainElement(to);
    expect(row).not.toHaveTextContent('The youngest age');
    expect(save).not.toHaveBeenCalled();
  });

  it('sends nothing and goes back to the profile when nothing changed', async () => {
    const { save } = renderForm(complete());
    await userEvent.click(saveButton());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save profile' })).toBeEnabled());
    expect(save).not.toHaveBeenCalled();
  });

  it("shows a set birthday read-only in the brand's order (day first on Heartline), says it cannot be changed and is not public, and never sends it", async () => {
    const { save } = renderForm(complete());
    const birthday = within(screen.getByRole('group', { name: 'Date of birth' }));
    const boxes = birthday.getAllByRole('textbox');
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['20', '05', '1990']);
    for (const box of boxes) expect(box).toHaveAttribute('readonly');
    expect(birthday.getByLabelText('Day')).toHaveAccessibleDescription('Your date of birth cannot be changed and is not public.');
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'a');
    await userEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[1]).not.toHaveProperty('birthday');
  });

  it('puts the month first on Velvet Hour (en-US)', () => {
    const user = complete();
    renderWithStore(<ProfileEditForm user={user} save={vi.fn()} />, { user, path: '/user/edit', brand: { ...BRAND, locale: 'en-US' } });
    const boxes = within(screen.getByRole('group', { name: 'Date of birth' })).getAllByRole('textbox');
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['05', '20', '1990']);
  });

  it('lets a birthday be set once, and suggests the looking-for ages from it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { save } = renderForm(complete({}, { birthday: null, lookingFor: { gender: 'man', age: null, tags: ['travel'] } }));
    const day = screen.getByLabelText('Day');
    expect(day).not.toHaveAttribute('readonly');
    expect(day).toHaveAccessibleDescription(/can set your date of birth once/);
    await userEvent.type(day, '10011996');
    // 30 years old on 21 November 2026: max(18, 30 − 10) to min(100, 30 + 5).
    await waitFor(() => expect(screen.getByLabelText('From (years)')).toHaveValue(20));
    expect(screen.getByLabelText('To (years)')).toHaveValue(35);
    await userEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[1]).toMatchObject({ birthday: '1996-01-10', lookingForAge: { min: 20, max: 35 } });
    vi.useRealTimers();
  });

  it('refuses an invalid email with the spec message (member spec §8 save profile)', async () => {
    const { save } = renderForm(complete());
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(saveButton());
    expect(await screen.findByText('please enter a valid email address')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('says "email already in use" beside the email when the server answers so', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(409, 'email already in use', { code: 'email-in-use' });
    });
    renderForm(complete(), save);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.click(saveButton());
    expect(await screen.findByText('email already in use')).toBeVisible();
    // The field's hint, then the server's words.
    expect(email).toHaveAccessibleDescription('Changing your email address means verifying the new one. email already in use');
  });

  it('tells the member to verify a new email address after saving it', async () => {
    const user = complete();
    const save = vi.fn(async () => ({ ...user, email: 'new@example.com', emailValidated: false }));
    const { store } = renderForm(user, save);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    await userEvent.click(saveButton());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have sent a verification link to new@example.com: you must verify your new address',
    );
    expect(screen.getByRole('link', { name: 'Verify my email address' })).toHaveAttribute('href', '/verify');
    expect(store.get(userAtom)?.email).toBe('new@example.com');
  });

  it('sends only the fields that changed', async () => {
    const { save } = renderForm(complete({ firstName: 'Ann', lastName: 'Lee' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Keep my location private' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show when I am online' }));
    await userEvent.type(screen.getByLabelText('New password'), 'longer-secret');
    await userEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[1]).toEqual({ keepLocationPrivate: true, showOnline: false, password: 'longer-secret' });
  });

  it('congratulates once a promoted profile is complete', async () => {
    const before = complete({ promotions: { firstPurchasePromotion: false, complete_profile: true }, images: [] });
    const after = {
      ...before,
      images: [{ _id: 'i', type: 'avatar' as const, processed: true, under_moderation: true, path: { medium: 'x' } }],
    };
    const popups = vi.fn();
    bus.on('popup:open', popups);
    renderForm(
      before,
      vi.fn(async () => after),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'About me' }), ' Loves maps.');
    await userEvent.click(saveButton());
    await waitFor(() => expect(popups).toHaveBeenCalledWith({ name: 'profile-completed' }));
    bus.off('popup:open', popups);
  });

  it("says the age range's bounds in the catalogue's words, never the schema's", async () => {
    const { save } = renderForm(complete());
    const [from, to] = [screen.getByLabelText('From (years)'), screen.getByLabelText('To (years)')];
    await userEvent.clear(from);
    await userEvent.type(from, '10');
    await userEvent.clear(to);
    await userEvent.type(to, '200');
    await userEvent.click(saveButton());
    await waitFor(() => expect(from).toHaveAccessibleDescription('Age must be between 18 and 100'));
    expect(to).toHaveAccessibleDescription('Age must be between 18 and 100');
    expect(screen.queryByText(/Too small|Too big|expected/)).not.toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('takes tags of at most 30 characters, and says so of a longer one already stored once the tags change', async () => {
    const { save } = renderForm(
      complete({}, { lookingFor: { gender: 'man', age: { min: 30, max: 40 }, tags: ['travel', 'x'.repeat(300)] } }),
    );
    const tags = screen.getByRole('textbox', { name: 'What you are looking for (tags)' });
    expect(tags).toHaveAttribute('maxlength', '30');
    await userEvent.type(tags, 'hiking{Enter}');
    await userEvent.click(saveButton());
    await waitFor(() => expect(tags).toHaveAccessibleDescription(expect.stringContaining('A tag has at most 30 characters')));
    expect(save).not.toHaveBeenCalled();
  });

  it('says how many tags a profile may have', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => `tag${index}`);
    const { save } = renderForm(complete({}, { lookingFor: { gender: 'man', age: { min: 30, max: 40 }, tags: twenty } }));
    const tags = screen.getByRole('textbox', { name: 'What you are looking for (tags)' });
    await userEvent.type(tags, 'one more{Enter}');
    await userEvent.click(saveButton());
    await waitFor(() => expect(tags).toHaveAccessibleDescription(expect.stringContaining('At most 20 tags')));
    expect(save).not.toHaveBeenCalled();
  });

  it("shows the member's own country on a brand that does not list it, and keeps it on save", async () => {
    // The Irish demo member on Velvet Hour, whose countries are the US, Canada and the Netherlands.
    const user = complete();
    const save = vi.fn(async (_id: string, values: unknown) => ({ ...user, ...(values as object) }) as User);
    renderWithStore(<ProfileEditForm user={user} save={save} />, {
      user,
      path: '/user/edit',
      brand: { ...BRAND, countries: ['US', 'CA', 'NL'] },
    });
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveDisplayValue('Ireland');
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ireland', 'United States', 'Canada', 'Netherlands']);
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'a');
    await userEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalled());
    // Left alone, the place is not sent: it stays Cork, Ireland.
    expect(save.mock.calls[0]?.[1]).not.toHaveProperty('country');
  });

  it('has no axe violations', async () => {
    const { container } = renderForm(complete());
    await userEvent.clear(screen.getByRole('textbox', { name: 'About me' }));
    await userEvent.clear(screen.getByLabelText('To (years)'));
    await userEvent.type(screen.getByLabelText('To (years)'), '20');
    await userEvent.click(saveButton());
    await screen.findByText('This field is required');
    expect(await axeViolations(container)).toEqual([]);
    const section = screen.getByRole('group', { name: 'Account' });
    expect(within(section).getByRole('checkbox', { name: 'Notify me by e-mail of new messages' })).toBeChecked();
  });
});
