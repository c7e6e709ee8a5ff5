import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, renderRoutes } from '@heartline/remote-kit/testing';
import { routes } from '../../exposed/routes';

describe('/messages', () => {
  it('shows its page to a signed-in member', async () => {
    renderRoutes(routes, '/messages', { user: member() });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Messaging');
  });
});
