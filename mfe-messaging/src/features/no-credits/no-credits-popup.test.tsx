import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, renderWithStore, TestPopupFrame } from '@heartline/remote-kit/testing';
import { NoCreditsPopup } from './no-credits-popup';

const Frame = TestPopupFrame;

describe('the no-credits popup', () => {
  it('says no credit is left and leads to the credit packages, closing on its way', async () => {
    const close = vi.fn();
    const { container } = renderWithStore(
      <NoCreditsPopup popup={{ id: 'n', name: 'no-credits', props: {} }} close={close} Frame={Frame} />,
    );
    expect(screen.getByRole('dialog', { name: 'Out of credits' })).toHaveTextContent(
      'You have no credits left. Buy credits to send this message.',
    );
    const buy = screen.getByRole('link', { name: 'Buy credits' });
    expect(buy).toHaveAttribute('href', '/upgrade/credits');
    await userEvent.click(buy);
    expect(close).toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });
});
