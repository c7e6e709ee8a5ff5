import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, bus, type ToastRequest } from '@heartline/contracts';
import { AffiliateForm } from './affiliate-form';
import { renderWithSupport } from './render-with-support.test-utils';

type User = ReturnType<typeof userEvent.setup>;

function listenToToasts() {
  const toasts: ToastRequest[] = [];
  const onToast = (toast: ToastRequest) => toasts.push(toast);
  bus.on('toast:show', onToast);
  afterEach(() => bus.off('toast:show', onToast));
  return toasts;
}

const submitButton = () => screen.getByRole('button', { name: /send application/i });
const messengerSelect = () => screen.getByLabelText(/^messenger/i, { selector: 'select' });
const trafficSources = () => screen.getByRole('group', { name: /traffic sources/i });

async function fillRequiredFields(user: User, { years = '4' } = {}) {
  await user.type(screen.getByLabelText(/full name/i), 'Dana Reyes');
  await user.type(screen.getByLabelText(/email address/i), 'dana@adnetwork.example');
  await user.type(screen.getByLabelText(/^company/i), 'Reyes Media Ltd');
  await user.selectOptions(messengerSelect(), 'telegram');
  await user.type(screen.getByLabelText(/messenger id/i), '@dana_reyes');
  await user.type(screen.getByLabelText(/^country/i), 'Portugal');
  await user.type(screen.getByLabelText(/years of experience/i), years);
  await user.type(screen.getByLabelText(/geos you promote/i), 'PT, ES, BR');
}

describe('AffiliateForm', () => {
  it('requires every mandatory field and at least one traffic source, and sends nothing', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<AffiliateForm send={send} />);

    await user.click(submitButton());

    for (const label of [/full name/i, /email address/i, /^company/i, /messenger id/i, /^country/i, /years of experience/i, /geos/i]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.required));
    }
    expect(messengerSelect()).toHaveAccessibleDescription(MESSAGES.required);
    expect(trafficSources()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.selectAtLeastOne));
    expect(screen.getByLabelText(/other verticals/i)).not.toHaveAttribute('aria-invalid');
    expect(send).not.toHaveBeenCalled();
  });

  it('asks for a traffic source when everything else is filled in', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<AffiliateForm send={send} />);

    await fillRequiredFields(user);
    await user.click(submitButton());

    expect(screen.getByText(MESSAGES.selectAtLeastOne)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('says a number of years out of range is not valid rather than missing', async () => {
    const user = userEvent.setup();
    render(<AffiliateForm send={vi.fn()} />);

    await fillRequiredFields(user, { years: '75' });
    await user.click(submitButton());

    expect(screen.getByLabelText(/years of experience/i)).toHaveAccessibleDescription(
      'Years of experience in affiliate marketing is not valid',
    );
  });

  it('sends the application and shows the ticket number', async () => {
    const toasts = listenToToasts();
    const user = userEvent.setup();
    const send = vi.fn().mockResolvedValue({ ticketNumber: 'AF-7781' });
    renderWithSupport(<AffiliateForm send={send} />, 12);

    await fillRequiredFields(user);
    await user.click(within(trafficSources()).getByLabelText('SEO'));
    await user.click(within(trafficSources()).getByLabelText('Push'));
    await user.type(screen.getByLabelText(/other verticals/i), 'gaming');
    await user.click(submitButton());

    expect(send).toHaveBeenCalledWith({
      fullName: 'Dana Reyes',
      email: 'dana@adnetwork.example',
      company: 'Reyes Media Ltd',
      messenger: 'telegram',
      messengerId: '@dana_reyes',
      country: 'Portugal',
      yearsOfExperience: 4,
      geos: 'PT, ES, BR',
      trafficSources: ['seo', 'push'],
      otherVerticals: 'gaming',
      other: '',
    });
    expect(await screen.findByTestId('ticket-number')).toHaveTextContent(/^AF-7781$/);
    expect(screen.getByText('Our team will reply to dana@adnetwork.example within 12 hours.')).toBeInTheDocument();
    expect(toasts).toEqual([expect.objectContaining({ variant: 'success', text: 'Thank you! We will get back to you within 12 hours.' })]);
  });

  it('warns and keeps the application when sending fails', async () => {
    const toasts = listenToToasts();
    const user = userEvent.setup();
    render(<AffiliateForm send={vi.fn().mockRejectedValue(new Error('offline'))} />);

    await fillRequiredFields(user);
    await user.click(within(trafficSources()).getByLabelText('Native'));
    await user.click(submitButton());

    expect(toasts).toEqual([expect.objectContaining({ text: MESSAGES.contactFailed, variant: 'warning' })]);
    expect(screen.getByLabelText(/full name/i)).toHaveValue('Dana Reyes');
    expect(within(trafficSources()).getByLabelText('Native')).toBeChecked();
    expect(screen.queryByTestId('ticket-number')).not.toBeInTheDocument();
  });
});
