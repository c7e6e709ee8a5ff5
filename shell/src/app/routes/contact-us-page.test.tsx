import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_BRAND, axeViolations, renderWithBrand } from '../../features/public-pages/legal/render-with-brand.test-utils';
import ContactUsPage from './contact-us-page';

describe('ContactUsPage', () => {
  it("shows the brand's support contacts and postal address", () => {
    renderWithBrand(<ContactUsPage />);

    const contacts = within(screen.getByTestId('support-contacts'));
    expect(contacts.getByRole('link', { name: TEST_BRAND.customerSupport.email })).toHaveAttribute(
      'href',
      `mailto:${TEST_BRAND.customerSupport.email}`,
    );
    expect(contacts.getByRole('link', { name: TEST_BRAND.customerSupport.phone })).toHaveAttribute('href', 'tel:+35315550142');
    expect(contacts.getByText(TEST_BRAND.customerSupport.hours)).toBeInTheDocument();
    expect(contacts.getByText(TEST_BRAND.timezone)).toBeInTheDocument();
    expect(contacts.getByText(new RegExp(TEST_BRAND.company.name))).toBeInTheDocument();
  });

  it('holds the contact form with the four subjects', () => {
    renderWithBrand(<ContactUsPage />);

    const subject = screen.getByLabelText(/subject/i);
    expect(
      within(subject)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a subject', 'Payment issues', 'General inquiries', 'Account deactivation', 'Partnership inquiries']);
  });

  it('has no axe violations, before and after a failed validation', async () => {
    const user = userEvent.setup();
    const { container } = renderWithBrand(<ContactUsPage />);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /send message/i }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
