import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_BRAND, axeViolations, renderWithBrand } from './render-with-brand.test-utils';
import CookiePolicyPage from './cookie-policy-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsPage from './terms-page';

describe('legal pages', () => {
  it.each([
    ['terms', TermsPage, 'Terms and conditions'],
    ['privacy policy', PrivacyPolicyPage, 'Privacy policy'],
    ['cookie policy', CookiePolicyPage, 'Cookie policy'],
  ])('the %s name the company, its address, registration, support contact and time zone', (_, Page, title) => {
    const { container } = renderWithBrand(<Page />);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const text = container.textContent ?? '';
    for (const fact of [
      TEST_BRAND.company.name,
      TEST_BRAND.company.address,
      TEST_BRAND.customerSupport.email,
      TEST_BRAND.customerSupport.phone,
      TEST_BRAND.timezone,
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).not.toMatch(/\{\{|\}\}/);
  });

  it('the terms say the profiles are fictitious, written by staff, with no real-world meetings, for adults only', () => {
    renderWithBrand(<TermsPage />);

    const section = screen.getByRole('region', { name: /fictitious profiles/i });
    expect(section).toHaveTextContent(/all profiles .* are fictitious characters/);
    expect(section).toHaveTextContent(/written by our staff/);
    expect(section).toHaveTextContent(/never be a real-world meeting/);
    expect(screen.getByRole('region', { name: /who may use the service/i })).toHaveTextContent(/at least 18 years old/);
    expect(screen.getByRole('region', { name: /registration|who we are/i })).toHaveTextContent(TEST_BRAND.company.registrationNumber);
    expect(screen.getByRole('region', { name: /cancellation/i })).toHaveTextContent(/cancel a membership at any time/);
    expect(screen.getByRole('link', { name: /credits$/i })).toHaveAttribute('href', '#credits');
  });

  it.each([
    ['terms', TermsPage],
    ['privacy policy', PrivacyPolicyPage],
    ['cookie policy', CookiePolicyPage],
  ])('the %s have no axe violations', async (_, Page) => {
    const { container } = renderWithBrand(<Page />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
