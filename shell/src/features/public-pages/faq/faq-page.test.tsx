import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_BRAND, axeViolations, renderWithBrand } from '../legal/render-with-brand.test-utils';
import FaqPage from './faq-page';

describe('FaqPage', () => {
  it('answers at least ten questions, each in its own disclosure', () => {
    renderWithBrand(<FaqPage />);

    const items = screen.getAllByTestId('faq-item');
    expect(items.length).toBeGreaterThanOrEqual(10);
    for (const item of items) {
      expect(item.tagName).toBe('DETAILS');
      expect(item.querySelector('summary')?.textContent).toMatch(/\?$/);
    }
  });

  it('fills the answers with the brand: descriptor, support contacts and reply time', () => {
    const { container } = renderWithBrand(<FaqPage />);

    const text = container.textContent ?? '';
    expect(text).toContain(`statement as ${TEST_BRAND.defaultDescriptor}`);
    expect(text).toContain(TEST_BRAND.customerSupport.email);
    expect(text).toContain(TEST_BRAND.customerSupport.phone);
    expect(text).toContain('within 48 hours');
    expect(text).toContain('20X more responses');
    expect(text).toMatch(/All profiles on Heartline are fictitious/);
    expect(text).not.toMatch(/\{\{|\}\}/);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithBrand(<FaqPage />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
