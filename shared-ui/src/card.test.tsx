import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Badge } from './badge';
import { Card } from './card';
import { axeViolations } from './testing/axe';

describe('the card', () => {
  it('is a region named by its title, with its actions beside it', async () => {
    const { container } = render(
      <Card title="Change your password" actions={<a href="/help">Help</a>}>
        <p>At least 8 characters.</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Change your password' });
    expect(region).toHaveTextContent('At least 8 characters.');
    expect(screen.getByRole('heading', { level: 2, name: 'Change your password' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Help' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('as a plain box has no landmark and no heading of its own', () => {
    render(
      <Card as="div" padding="none">
        <img src="/photo.jpg" alt="wild_nina" />
      </Card>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('the badge', () => {
  it('says its status in words, the dot only decorating it', async () => {
    const { container } = render(
      <p>
        wild_nina{' '}
        <Badge tone="success" dot>
          Online
        </Badge>{' '}
        <Badge tone="warning">Pending approval</Badge>
      </p>,
    );
    expect(screen.getByText('Online')).toHaveClass('ui-badge-success');
    expect(screen.getByText('Online').querySelector('.ui-badge-dot')).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent('wild_nina Online Pending approval');
    expect(await axeViolations(container)).toEqual([]);
  });
});
