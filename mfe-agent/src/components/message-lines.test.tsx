// The staff read of a conversation carries a member's chat photo (issue 28 item 4) at the signed
// address made for that read: the line shows it and opens it full size.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, image, renderWithStore } from '@heartline/remote-kit/testing';
import { memberLine, profileLine } from '../testing/staff';
import { MessageLines } from './message-lines';

const NOW = Date.parse('2026-11-28T10:00:00.000Z');
const signed = (size: string) =>
  `https://api.example/media/chats/7/5b3e2c1a-9d4f-4e2a-8c6b-1f0e9d8c7b6a-${size}.jpg?exp=1795930000&sig=abc`;

describe("a conversation's lines", () => {
  it("show the member's chat photo at its signed address and open it full size", async () => {
    const photo = {
      ...image('5b3e2c1a-9d4f-4e2a-8c6b-1f0e9d8c7b6a'),
      path: { thumb: signed('thumb'), medium: signed('medium'), large: signed('large') },
    };
    const lines = [
      { ...memberLine('m1', '', NOW - 60_000), messageType: 'attachment' as const, attachment: photo._id, attachmentImage: photo },
      profileLine('m2', 'Lovely!', NOW),
    ];
    const { container } = renderWithStore(
      <MessageLines lines={lines} shown={6} member="mike" profile="anna" canShowEarlier={false} onShowEarlier={() => undefined} />,
    );
    const shown = screen.getByRole('img', { name: 'Photo from mike: open it full size' });
    expect(shown).toHaveAttribute('src', signed('medium'));
    const link = screen.getByRole('link', { name: 'Photo from mike: open it full size' });
    expect(link).toHaveAttribute('href', signed('large'));
    expect(link).toHaveAttribute('target', '_blank');
    expect(await axeViolations(container)).toEqual([]);
  });
});
