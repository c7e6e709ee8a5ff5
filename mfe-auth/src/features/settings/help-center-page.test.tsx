import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HelpCenterPage } from './help-center-page';
import { axeViolations, renderWithStore } from './test-fixtures';

const questions = () => screen.getAllByRole('group').map((details) => details.querySelector('summary')?.textContent);

describe('help centre', () => {
  it('lists the common questions as disclosures that open on demand', async () => {
    const { container } = renderWithStore(<HelpCenterPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    for (const topic of [
      'Account and sign-in',
      'Email verification',
      'Credits and messages',
      'VIP membership',
      'Billing and refunds',
      'Deactivating your account',
      'About the profiles',
      'Safety and privacy',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    const cost = screen.getByText('What does a message cost?');
    const details = cost.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(cost);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(/Each message you send costs 1 credit/)).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('fills the answers with the brand and the product’s limits', () => {
    renderWithStore(<HelpCenterPage />);
    expect(screen.getByText(/appear on your card or bank statement as HL\*ENTERTAINMENT/)).toBeInTheDocument();
    expect(screen.getByText(/All profiles on Heartline are fictitious and exist for entertainment only/)).toBeInTheDocument();
    expect(screen.getByText(/stays valid for 24 hours/)).toBeInTheDocument();
    expect(screen.getByText(/it works once, for 60 minutes/)).toBeInTheDocument();
  });

  it('keeps only the questions holding every word searched, and says how many', async () => {
    renderWithStore(<HelpCenterPage />);
    const all = questions().length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), 'verification EMAIL');
    expect(questions()).toEqual(['I did not receive the verification email.', 'Why must I verify my email address?']);
    expect(screen.getByRole('status')).toHaveTextContent('2 questions match.');
    expect(screen.queryByRole('heading', { name: 'Billing and refunds' })).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'refund');
    expect(questions()).toContain('Can I get a refund?');
    expect(questions().length).toBeLessThan(all);

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'astrology');
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No question matches "astrology". Try other words, or write to us below.');
    // The empty result says what to do: clear the search, or write to support.
    const empty = screen.getByRole('region', { name: 'No answer found' });
    expect(within(empty).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear the search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(questions()).toHaveLength(all);
    expect(screen.queryByRole('region', { name: 'No answer found' })).not.toBeInTheDocument();
  });

  it('offers the contact form and the brand’s support email, phone and hours', () => {
    renderWithStore(<HelpCenterPage />);
    const more = screen.getByRole('region', { name: 'Still need help?' });
    expect(within(more).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    expect(within(more).getByRole('link', { name: 'support@heartline.example' })).toHaveAttribute(
      'href',
      'mailto:support@heartline.example',
    );
    expect(within(more).getByRole('link', { name: '+353 1 555 0100' })).toHaveAttribute('href', 'tel:+35315550100');
    expect(within(more).getByText('Mon–Fri 9:00–18:00 (Europe/Dublin time)')).toBeVisible();
  });
});
