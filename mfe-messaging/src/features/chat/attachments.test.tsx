// A photo in the chat (issue 11 item 2): picked from the member's own photos in the gallery, shown
// in the composer and in the pending message, sent as the attachment; a photo in a message opens large.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeApi, member, message as messageFixture, profileDetail } from '@heartline/remote-kit/testing';
import type { Message } from '@heartline/contracts/schemas';
import { MESSAGES, userAtom } from '@heartline/contracts';
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
    expect(gallery).toHaveTextContent('You have no gallery photos yet: add one here to send it in this chat.');
    // The upload area loads with the gallery's first opening (not with the chat), then takes a photo.
    expect(await within(gallery).findByLabelText('Add a new photo')).toHaveAttribute('type', 'file');
  });

  describe('a new photo', () => {
    /** The browser decodes every chosen photo at this size (jsdom has no image decoder). */
    const decodesAs = (width: number, height: number) => {
      vi.stubGlobal('createImageBitmap', async () => ({ width, height, close: () => undefined }));
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => undefined }));
    };
    afterEach(() => vi.unstubAllGlobals());
    const chatPhoto = image('5b3e2c1a-9d4f-4e2a-8c6b-1f0e9d8c7b6a');
    const jpeg = () => new File([new Uint8Array(64)], 'beach.jpg', { type: 'image/jpeg' });

    it("goes to this conversation only, whole (800 × 600 is taken), never to the member's gallery, and is sent as the attachment", async () => {
      decodesAs(800, 600);
      const api = fakeApi({
        'GET /conversation/c1': () => conversation([message('1', 'Show me!', 'profile')]),
        'POST /conversation/c1/attachment': () => ({ image: chatPhoto }),
        'POST /conversation/c1/message': () => ({
          conversation: conversation([]),
          message: message('2', '', 'user', { messageType: 'attachment', attachment: chatPhoto._id, attachmentImage: chatPhoto }),
          user: { credits: 2 },
        }),
      });
      const { store } = renderRoutes('/messages/chat/c1', { user: member({ _id: 'member-1', credits: 3, images: [image('41')] }) });
      await userEvent.click(await screen.findByRole('button', { name: 'Attach a photo' }));
      const gallery = screen.getByRole('dialog', { name: 'Send a photo' });
      expect(await within(gallery).findByText(/seen only in this conversation: it does not join your gallery/)).toBeVisible();
      await userEvent.upload(await within(gallery).findByLabelText('Add a new photo'), jpeg());

      // No frame to crop to: the photo goes as it is, in a form of its own route.
      expect(await screen.findByRole('img', { name: 'The photo you are sending' })).toHaveAttribute('src', chatPhoto.path.thumb);
      expect(screen.queryByRole('dialog', { name: 'Send a photo' })).toBeNull();
      expect(api.callsTo('POST /conversation/c1/attachment').map((call) => call.options.form)).toEqual([
        { files: 'file:beach.jpg image/jpeg' },
      ]);
      expect(api.calls.some((call) => call.path === '/user/upload')).toBe(false);
      expect(store.get(userAtom)?.images.map((photo) => photo._id)).toEqual(['41']);

      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(api.callsTo('POST /conversation/c1/message')).toHaveLength(1));
      expect(api.callsTo('POST /conversation/c1/message')[0]?.options.json).toMatchObject({
        messageType: 'attachment',
        attachment: chatPhoto._id,
      });
      const log = screen.getByRole('log', { name: 'Messages' });
      await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
      expect(within(log).getByRole('img', { name: 'Photo from You' })).toHaveAttribute('src', chatPhoto.path.thumb);
    });

    it('names its profile before the first message, and refuses a photo below 640 × 360 before sending anything', async () => {
      decodesAs(600, 300);
      const api = fakeApi({
        'GET /profile/p9': () => profileDetail('p9', { username: 'mia' }),
        'POST /conversation/blank/attachment': () => ({ image: chatPhoto }),
      });
      renderRoutes('/messages/chat/blank?profileId=p9', { user: member({ _id: 'member-1', credits: 3, images: [] }) });
      await userEvent.click(await screen.findByRole('button', { name: 'Attach a photo' }));
      const gallery = screen.getByRole('dialog', { name: 'Send a photo' });
      const input = await within(gallery).findByLabelText('Add a new photo');
      await userEvent.upload(input, jpeg());
      expect(await within(gallery).findByText(`beach.jpg: ${MESSAGES.uploadTooSmall}`)).toBeVisible();
      expect(api.callsTo('POST /conversation/blank/attachment')).toHaveLength(0);

      decodesAs(640, 360);
      await userEvent.upload(input, jpeg());
      await waitFor(() => expect(api.callsTo('POST /conversation/blank/attachment')).toHaveLength(1));
      expect(api.callsTo('POST /conversation/blank/attachment')[0]?.options.form).toEqual({
        profileId: 'p9',
        files: 'file:beach.jpg image/jpeg',
      });
      expect(await screen.findByRole('img', { name: 'The photo you are sending' })).toHaveAttribute('src', chatPhoto.path.thumb);
    });
  });
});
