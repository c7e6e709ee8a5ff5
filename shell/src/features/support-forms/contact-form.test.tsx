import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, bus, type ToastRequest } from '@heartline/contracts';
import { ContactForm } from './contact-form';
import { renderWithSupport } from './render-with-support.test-utils';

function listenToToasts() {
  const toasts: ToastRequest[] = [];
  const onToast = (toast: ToastRequest) => toasts.push(toast);
  bus.on('toast:show', onToast);
  afterEach(() => bus.off('toast:show', onToast));
  return toasts;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/your name/i), 'Alex Morgan');
  await user.selectOptions(screen.getByLabelText(/subject/i), 'payment-issues');
  await user.type(screen.getByLabelText(/email address/i), 'alex@example.com');
  await user.type(screen.getByLabelText(/^message/i), 'I was charged twice on 3 May.');
}

describe('ContactForm', () => {
  it('shows each field its message and sends nothing when submitted empty', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<ContactForm send={send} />);

    await user.click(screen.getByRole('button', { name: /send message/i }));

    for (const label of [/your name/i, /subject/i, /email address/i, /^message/i]) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.required));
    }
    expect(send).not.toHaveBeenCalled();
  });

  it('asks for a valid email address', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<ContactForm send={send} />);

    await user.type(screen.getByLabelText(/email address/i), 'alex@nowhere');
    await user.click(screen.getByRole('button', { name: /send message/i }));

    expect(screen.getByLabelText(/email address/i)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.invalidEmail));
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the request and shows the ticket number with the brand's one reply promise, in the panel and the toast", async () => {
    const toasts = listenToToasts();
    const user = userEvent.setup();
    const send = vi.fn().mockResolvedValue({ ticketNumber: 'HL-20931' });
    renderWithSupport(<ContactForm send={send} />, 36);

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: /send message/i }));

    expect(send).toHaveBeenCalledWith({
      name: 'Alex Morgan',
      subject: 'payment-issues',
      email: 'alex@example.com',
      message: 'I was charged twice on 3 May.',
    });
    expect(await screen.findByTestId('ticket-number')).toHaveTextContent(/^HL-20931$/);
    expect(screen.getByText('Our team will reply to alex@example.com within 36 hours.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /request has been received/i })).toHaveFocus();
    expect(toasts).toEqual([{ text: 'Thank you! We will get back to you within 36 hours.', variant: 'success', title: undefined }]);
  });

  it('warns and keeps what was typed when sending fails', async () => {
    const toasts = listenToToasts();
    const user = userEvent.setup();
    const send = vi.fn().mockRejectedValue(new Error('503'));
    render(<ContactForm send={send} />);

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: /send message/i }));

    expect(toasts).toEqual([{ text: MESSAGES.contactFailed, variant: 'warning', title: undefined }]);
    expect(screen.queryByTestId('ticket-number')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/your name/i)).toHaveValue('Alex Morgan');
    expect(screen.getByLabelText(/subject/i)).toHaveValue('payment-issues');
    expect(screen.getByLabelText(/email address/i)).toHaveValue('alex@example.com');
    expect(screen.getByLabelText(/^message/i)).toHaveValue('I was charged twice on 3 May.');
    expect(screen.getByRole('button', { name: /send message/i })).toBeEnabled();
  });

  it('disables the submit button while sending', async () => {
    const user = userEvent.setup();
    let answer: (value: { ticketNumber: string }) => void = () => {};
    const send = vi.fn(() => new Promise<{ ticketNumber: string }>((resolve) => (answer = resolve)));
    render(<ContactForm send={send} />);

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: /send message/i }));

    expect(screen.getByRole('button', { name: /sending/i })).toBeDisabled();
    answer({ ticketNumber: 'HL-1' });
    expect(await screen.findByTestId('ticket-number')).toHaveTextContent('HL-1');
  });

  it('can be completed and sent with the keyboard alone, focusing the first field in error', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockResolvedValue({ ticketNumber: 'HL-77' });
    render(<ContactForm send={send} />);

    await user.tab();
    expect(screen.getByLabelText(/your name/i)).toHaveFocus();
    await user.keyboard('Alex{Enter}');
    expect(screen.getByLabelText(/subject/i)).toHaveFocus();

    await user.selectOptions(screen.getByLabelText(/subject/i), 'general-inquiries');
    await user.tab();
    await user.keyboard('alex@example.com');
    await user.tab();
    await user.keyboard('Hello there');
    await user.tab();
    expect(screen.getByRole('button', { name: /send message/i })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByTestId('ticket-number')).toHaveTextContent('HL-77');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
