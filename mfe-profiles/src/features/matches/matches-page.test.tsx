import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, type RequestOptions } from '@heartline/contracts';
import type { Profile } from '@heartline/contracts/schemas';
import { MatchesPage } from './matches-page';
import { axeViolations, deferred, fakeApi, member, profile, renderWithStore } from '@heartline/remote-kit/testing';

/**
 * A fake game server: a deck, likes, the swipes made, and a match for the profiles named in
 * `matchWith`. Undo takes back the last swipe and gives a like back.
 */
function gameServer({ deck, likes, matchWith = [] }: { deck: Profile[]; likes: number; matchWith?: string[] }) {
  const swiped: { profile: Profile; action: string }[] = [];
  let left = likes;
  const matches: { _id: string; profile: Profile; conversationId: string; createDate: string }[] = [];
  const api = fakeApi({
    'GET /matches': () => ({ matches: matches.toReversed() }),
    'GET /match/next': () => {
      const unseen = deck.filter((card) => !swiped.some((swipe) => swipe.profile._id === card._id));
      return { profile: unseen[0] ?? null, queue: unseen.slice(0, 5), likes: left };
    },
    'POST /match/swipe': (options: RequestOptions) => {
      const { toUserId, actionType } = options.json as { toUserId: string; actionType: string };
      if (actionType === 'like' && left === 0) throw new ApiError(409, 'You have no likes left', { code: 'no-likes-left' });
      if (actionType === 'like') left -= 1;
      swiped.push({ profile: deck.find((card) => card._id === toUserId)!, action: actionType });
      const match = actionType === 'like' && matchWith.includes(toUserId);
      const swipedProfile = deck.find((card) => card._id === toUserId)!;
      if (match)
        matches.push({
          _id: `m-${toUserId}`,
          profile: swipedProfile,
          conversationId: `conv-${toUserId}`,
          createDate: '2026-11-21T10:00:00.000Z',
        });
      return { match, conversationId: match ? `conv-${toUserId}` : null, likes: left };
    },
    'POST /match/undo': () => {
      const last = swiped.pop();
      if (!last) throw new ApiError(409, 'There is nothing to undo');
      if (last.action === 'like') left += 1;
      return { profile: last.profile, actionType: last.action, unmatched: false, likes: left };
    },
  });
  return { api, swiped };
}

const deck = () => [profile('a'), profile('b'), profile('c')];
const topCard = () => screen.getByTestId('swipe-card');

describe('the match game', () => {
  it('shows no likes count until the first answer, so "0 likes left" never flashes', async () => {
    const next = deferred<unknown>();
    fakeApi({ 'GET /matches': () => ({ matches: [] }), 'GET /match/next': () => next.promise });
    renderWithStore(<MatchesPage />, { user: member() });
    expect(screen.queryByText(/likes? left/)).toBeNull();
    next.resolve({ profile: profile('a'), queue: [profile('a')], likes: 7 });
    expect(await screen.findByText('7 likes left')).toBeVisible();
  });

  it('shows the card photo in the size it takes, never only the 640 px rendition', async () => {
    gameServer({ deck: deck(), likes: 3 });
    renderWithStore(<MatchesPage />, { user: member() });
    const photo = await within(await screen.findByTestId('swipe-card')).findByRole('img', { name: 'Photo of user_a' });
    expect(photo).toHaveAttribute('src', 'http://img.test/a-1-thumb.jpg');
    expect(photo).toHaveAttribute('srcset', 'http://img.test/a-1-thumb.jpg 320w, http://img.test/a-1-medium.jpg 640w');
    expect(photo).toHaveAttribute('sizes', '(min-width: 768px) 480px, 100vw');
  });

  it("says what each of the card's facts is about", async () => {
    gameServer({ deck: [profile('a', { body: 'average', hair: 'other', eyes: 'green' }), profile('b', { hair: 'red' })], likes: 3 });
    renderWithStore(<MatchesPage />, { user: member() });
    expect(
      await within(await screen.findByTestId('swipe-card')).findByText(/^Average build · Other hair colour · .+ · Green eyes$/),
    ).toBeVisible();
  });

  it('likes with the right arrow and passes with the left one', async () => {
    const { swiped } = gameServer({ deck: deck(), likes: 3 });
    renderWithStore(<MatchesPage />, { user: member() });
    expect(await screen.findByRole('link', { name: 'user_a' })).toBeVisible();
    expect(screen.getByText('3 likes left')).toBeVisible();

    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('link', { name: 'user_b' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('link', { name: 'user_c' })).toBeVisible();
    await waitFor(() => expect(swiped.map((s) => `${s.action} ${s.profile._id}`)).toEqual(['like a', 'dislike b']));
    expect(screen.getByText('2 likes left')).toBeVisible();
  });

  it('plays with the buttons, and undo puts the last card back on top', async () => {
    const { swiped } = gameServer({ deck: deck(), likes: 3 });
    renderWithStore(<MatchesPage />, { user: member() });
    await screen.findByRole('link', { name: 'user_a' });
    const buttons = screen.getByRole('group', { name: 'Your move' });
    expect(within(buttons).getByRole('button', { name: 'Undo' })).toBeDisabled();

    await userEvent.click(within(buttons).getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('link', { name: 'user_b' })).toBeVisible();
    await waitFor(() => expect(screen.getByText('2 likes left')).toBeVisible());

    await userEvent.click(within(buttons).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: 'user_a' })).toBeVisible();
    await waitFor(() => expect(screen.getByText('3 likes left')).toBeVisible());
    expect(swiped).toEqual([]);

    await userEvent.click(within(buttons).getByRole('button', { name: 'Pass' }));
    expect(await screen.findByRole('link', { name: 'user_b' })).toBeVisible();
    await userEvent.keyboard('u');
    expect(await screen.findByRole('link', { name: 'user_a' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await screen.findByRole('link', { name: 'user_b' });
    await userEvent.keyboard('{Backspace}');
    expect(await screen.findByRole('link', { name: 'user_a' })).toBeVisible();
  });

  it('drags a card past the threshold to swipe it, and lets a short drag spring back', async () => {
    const { swiped } = gameServer({ deck: deck(), likes: 3 });
    renderWithStore(<MatchesPage />, { user: member() });
    await screen.findByRole('link', { name: 'user_a' });

    fireEvent.pointerDown(topCard(), { pointerId: 1, button: 0, clientX: 200 });
    fireEvent.pointerMove(topCard(), { pointerId: 1, clientX: 240 });
    fireEvent.pointerUp(topCard(), { pointerId: 1, clientX: 240 });
    expect(screen.getByRole('link', { name: 'user_a' })).toBeVisible();

    fireEvent.pointerDown(topCard(), { pointerId: 2, button: 0, clientX: 200 });
    fireEvent.pointerMove(topCard(), { pointerId: 2, clientX: 60 });
    fireEvent.pointerUp(topCard(), { pointerId: 2, clientX: 60 });
    expect(await screen.findByRole('link', { name: 'user_b' })).toBeVisible();

    fireEvent.pointerDown(topCard(), { pointerId: 3, button: 0, clientX: 100 });
    fireEvent.pointerMove(topCard(), { pointerId: 3, clientX: 260 });
    fireEvent.pointerUp(topCard(), { pointerId: 3, clientX: 260 });
    expect(await screen.findByRole('link', { name: 'user_c' })).toBeVisible();
    await waitFor(() => expect(swiped.map((s) => `${s.action} ${s.profile._id}`)).toEqual(['dislike a', 'like b']));
  });

  it('disables the like with its reason at 0 likes, and a like by key or drag does nothing', async () => {
    const { api } = gameServer({ deck: deck(), likes: 0 });
    renderWithStore(<MatchesPage />, { user: member({ likes: 0 }) });
    await screen.findByRole('link', { name: 'user_a' });
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-disabled', 'true');
    expect(like).toHaveAccessibleDescription('You have no likes left. Get more with VIP');
    expect(screen.getByText('0 likes left')).toBeVisible();

    await userEvent.keyboard('{ArrowRight}');
    fireEvent.pointerDown(topCard(), { pointerId: 1, button: 0, clientX: 0 });
    fireEvent.pointerUp(topCard(), { pointerId: 1, clientX: 300 });
    expect(screen.getByRole('link', { name: 'user_a' })).toBeVisible();
    expect(api.callsTo('POST /match/swipe')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByRole('link', { name: 'user_b' })).toBeVisible();
  });

  it('puts the card back and shows 0 likes when the server answers that none are left', async () => {
    const toasts = vi.fn();
    bus.on('toast:show', toasts);
    fakeApi({
      'GET /matches': () => ({ matches: [] }),
      'GET /match/next': () => ({ profile: profile('a'), queue: [profile('a'), profile('b')], likes: 1 }),
      'POST /match/swipe': () => {
        throw new ApiError(409, 'You have no likes left', { code: 'no-likes-left' });
      },
    });
    renderWithStore(<MatchesPage />, { user: member() });
    await screen.findByRole('link', { name: 'user_a' });
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByText('0 likes left')).toBeVisible());
    expect(screen.getByRole('link', { name: 'user_a' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-disabled', 'true');
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ text: 'You have no likes left.', variant: 'warning' }));
    bus.off('toast:show', toasts);
  });

  it('announces a match in a dialog that leads to the conversation', async () => {
    gameServer({ deck: deck(), likes: 2, matchWith: ['a'] });
    renderWithStore(<MatchesPage />, { user: member() });
    await screen.findByRole('link', { name: 'user_a' });
    await userEvent.keyboard('{ArrowRight}');
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(dialog).toHaveAccessibleDescription('You and user_a like each other. Say hello now.');
    expect(within(dialog).getByRole('link', { name: 'Send a message' })).toHaveAttribute('href', '/messages/chat/conv-a');

    // Keys are for the dialog while it is open.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'user_b' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep swiping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const yours = await screen.findByRole('region', { name: 'Your matches' });
    expect(within(yours).getByRole('link', { name: 'Chat with user_a' })).toHaveAttribute('href', '/messages/chat/conv-a');
  });

  it('says when every card has been seen', async () => {
    gameServer({ deck: [], likes: 3 });
    renderWithStore(<MatchesPage />, { user: member() });
    const empty = await screen.findByRole('region', { name: "That's everyone for now" });
    expect(within(empty).getByText('You have seen every profile for now. Come back later for more.')).toBeVisible();
    expect(within(empty).getByRole('link', { name: 'Browse the profiles' })).toHaveAttribute('href', '/profiles');
    expect(screen.getByRole('button', { name: 'Pass' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps the keyboard focus on Like when the last like is used, and a further press only says why', async () => {
    const { api } = gameServer({ deck: deck(), likes: 1 });
    renderWithStore(<MatchesPage />, { user: member() });
    await screen.findByRole('link', { name: 'user_a' });
    const like = screen.getByRole('button', { name: 'Like' });
    like.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'user_b' })).toBeVisible();
    await waitFor(() => expect(screen.getByText('0 likes left')).toBeVisible());

    expect(like).toHaveFocus();
    expect(like).not.toBeDisabled();
    expect(like).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'user_b' })).toBeVisible();
    expect(api.callsTo('POST /match/swipe')).toHaveLength(1);
    expect(like).toHaveFocus();
  });

  it('keeps the keyboard focus on Pass when the last card is passed', async () => {
    gameServer({ deck: [profile('a')], likes: 3 });
    renderWithStore(<MatchesPage />, { user: member() });
    await screen.findByRole('link', { name: 'user_a' });
    const pass = screen.getByRole('button', { name: 'Pass' });
    pass.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('You have seen every profile for now. Come back later for more.')).toBeVisible();
    expect(pass).toHaveFocus();
    expect(pass).toHaveAttribute('aria-disabled', 'true');
  });

  it('has no axe violations', async () => {
    gameServer({ deck: deck(), likes: 1 });
    const { container } = renderWithStore(<MatchesPage />, { user: member() });
    await screen.findByRole('link', { name: 'user_a' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
