import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Pagination, type PageLinkProps } from './pagination';
import { paginationItems } from './pagination-items';
import { axeViolations } from './testing/axe';

const words = { label: 'Pages', previousLabel: 'Previous', nextLabel: 'Next', pageLabel: (page: number) => `Page ${page}` };
const href = (page: number) => `/interests/favorites?page=${page}`;

describe('the pagination items', () => {
  it('show every page when there are few', () => {
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('keep the first, the last and the current page with its neighbours, the gaps as ellipses', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(paginationItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(paginationItems(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('never hide a single page behind an ellipsis, and always give the same number of items', () => {
    for (let page = 1; page <= 30; page += 1) {
      const items = paginationItems(page, 30, 2);
      expect(items).toHaveLength(9);
      expect(items).toContain(page);
      const numbers = items.filter((item): item is number => typeof item === 'number');
      const hiddenRuns = items.flatMap((item, index) =>
        typeof item === 'string' ? [(items[index + 1] as number) - (items[index - 1] as number) - 1] : [],
      );
      expect(hiddenRuns.every((hidden) => hidden >= 2)).toBe(true);
      expect(numbers).toEqual(numbers.toSorted((a, b) => a - b));
    }
  });
});

describe('the pagination', () => {
  it('links every page shown to its address, marks the current one, hides the ellipses from screen readers', async () => {
    const { container } = render(<Pagination page={10} pageCount={20} href={href} {...words} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 20' })).toHaveAttribute('href', href(20));
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', href(9));
    expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute('href', href(11));
    const gaps = [...container.querySelectorAll('li')].filter((item) => item.textContent === '…');
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no previous on the first page, no next on the last, and nothing for a single page', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} href={href} {...words} />);
    expect(screen.queryByRole('link', { name: /Previous/ })).toBeNull();
    rerender(<Pagination page={3} pageCount={3} href={href} {...words} />);
    expect(screen.queryByRole('link', { name: /Next/ })).toBeNull();
    rerender(<Pagination page={1} pageCount={1} href={href} {...words} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('uses the app’s router link when given one', () => {
    function RouterLink({ href: to, children, ...rest }: PageLinkProps) {
      return (
        <a data-router-to={to} href={to} {...rest}>
          {children}
        </a>
      );
    }
    render(<Pagination page={2} pageCount={3} href={href} linkAs={RouterLink} {...words} />);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('data-router-to', href(3));
  });
});
