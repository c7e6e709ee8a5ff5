import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member } from '@heartline/remote-kit/testing';
import { renderRoutes } from '../../testing/render-routes';

describe('{{prefix}}', () => {
  it('shows its page to a signed-in member', async () => {
    renderRoutes('{{prefix}}', { user: member() });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('{{Title}}');
  });
});
