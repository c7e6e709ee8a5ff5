import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_BRAND, axeViolations, renderWithBrand } from '../legal/render-with-brand.test-utils';
import AboutUsPage from './about-us-page';

describe('AboutUsPage', () => {
  it('names the product and the company that runs it', () => {
    renderWithBrand(<AboutUsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'About Heartline' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`run by ${TEST_BRAND.company.name}`))).toBeInTheDocument();
  });

  it('says the profiles are fictitious, written by staff, with no real-world meetings, and a message costs 1 credit', () => {
    const { container } = renderWithBrand(<AboutUsPage />);

    expect(screen.getByTestId('fictitious-statement')).toHaveTextContent(
      /Every profile on Heartline is fictitious.*written by members of our staff.*no real-world meetings/,
    );
    expect(container).toHaveTextContent('Each message you send costs 1 credit');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithBrand(<AboutUsPage />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
