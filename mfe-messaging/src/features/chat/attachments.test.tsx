// A photo in the chat (issue 11 item 2): picked from the member's own photos in the gallery, shown
// in the composer and in the pending message, sent as the attachment; a photo in a message opens large.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeApi, member, message as messageFixture } from '@heartline/remote-kit/testing';
import type { Message } from '@heartline/contracts/schemas';
import { renderRoutes } from '../../testing/render-routes';

const image = (id: string) => ({
  _id: id,
  type: 'others' as const,
  processed: true,
  under_moderation: true,
  path: {
    thumb: `https://media.example/${id}-thumb.jpg?sig=a`,
    medium: `https://media.example/${id}-medium.jpg?sig=a`,
    large: `https://media.example/${id}-large.jpg?sig=a`,
  },
});
function message(id: string, text: string, senderType: 'user' | 'profile', fields: Partial<Message> = {}) {
  return messageFixture(id, text, senderType, '2026-11-21T09:00:00.000Z', fields);
}
function conversation(messages: unknown[]) {
  return {
    _id: 'c1',
    archived: false,
    createDate: '2026-11-19T10:00:00.000Z',
    updateDate: '2026-11-20T10:00:00.000Z',
    messages,
    meetUps: [],
    user: 'member-1',
    profile: { _id: 'p1', username: 'anna', age: 30, activityDate: '2026-11-20T10:00:00.000Z', images: [] },
    type: 'conversations',
  };
}

describe('photos in the chat', () => {
  beforeEach(() => localStorage.clear());

  it("sends one of the member's photos: picked in the gallery, shown at once, sent as the attachment", async () => {
    const answer = deferred<unknown>();
    const api = fakeApi({
      'GET /conversation/c1': () => conversation([message('1', 'Show me!', 'profile')]),
      'POST /conversation/c1/message': () => answer.promise,
    });
    renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1', credits: 3, images: [image('41'), image('42')] }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Attach a photo' }));
    const gallery = screen.getByRole('dialog', { name: 'Send a photo' });
    expect(within(gallery).getByRole('link', { name: 'Manage your photos on your profile' })).toHaveAttribute('href', '/user');
    expect(await within(gallery).findByText('JPEG or PNG, at most 5 MB, at least 640 × 360 px.')).toBeVisible();
    await userEvent.click(within(gallery).getByRole('button', { name: 'Your photo 2' }));
    expect(screen.getByRole('img', { name: 'The photo you are sending' })).toHaveAttribute('src', image('42').path.thumb);

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(api.callsTo('POST /conversation/c1/message')[0]?.options.json).toMatchObject({
      messageType: 'attachment',
      attachment: '42',
      message: '',
    });
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByRole('img', { name: 'Photo from You' })).toBeVisible();

    answer.resolve({
      conversation: conversation([]),
      message: message('2', '', 'user', { messageType: 'attachment', attachment: '42', attachmentImage: image('42') }),
      user: { credits: 2 },
    });
    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    expect(within(log).getAllByRole('img', { name: 'Photo from You' })).toHaveLength(1);
    expect(screen.queryByRole('img', { name: 'The photo you are sending' })).toBeNull();
  });

  it('says how to add photos when the member has none, and opens a photo in a message large', async () => {
    fakeApi({
      'GET /conversation/c1': () =>
        conversation([message('1', '', 'profile', { messageType: 'attachment', attachment: '7', attachmentImage: image('7') })]),
    });
    renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1', images: [] }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Open the photo from anna' }));
    expect(within(screen.getByRole('dialog', { name: 'Photo from anna' })).getByRole('img')).toHaveAttribute('src', image('7').path.large);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Attach a photo' }));
    const gallery = screen.getByRole('dialog', { name: 'Send a photo' });
    expect(gallery).toHaveTextContent('You have no photos yet: add one here and send it.');
    // The upload area loads with the gallery's first opening (not with the chat), then takes a photo.
    expect(await within(gallery).findByLabelText('Add a new photo')).toHaveAttribute('type', 'file');
  });
});
