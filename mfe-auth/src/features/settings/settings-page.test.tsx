import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SettingsPage } from './settings-page';
import { axeViolations, member, renderWithStore } from './test-fixtures';

describe('settings page', () => {
  it('holds the password form, the notification switch, deactivation and the way to the help centre', async () => {
    const { container } = renderWithStore(<SettingsPage />, { user: member({}, true) });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Notify me by e-mail when I get a new message' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Deactivate account…' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the help centre' })).toHaveAttribute('href', '/settings/help-center');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('waits for the member before showing the forms', () => {
    renderWithStore(<SettingsPage />, { user: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your settings…');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
