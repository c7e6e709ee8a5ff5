import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryRecentStorage } from './recent-storage';

describe('the lazily loaded picker', () => {
  it('says so when its code cannot load (offline), and loads it when asked to try again', async () => {
    let offline = true;
    vi.doMock('./emoji-picker', async (importOriginal) => {
      if (offline) throw new Error('Loading chunk emoji-picker failed');
      return importOriginal();
    });
    const { LazyEmojiPicker } = await import('./lazy-emoji-picker');
    render(
      <LazyEmojiPicker
        onSelect={vi.fn()}
        native
        recentStorage={memoryRecentStorage()}
        staticTexts={{ loading: 'Emoji werden geladen', loadFailed: 'Emoji nicht geladen.', retry: 'Nochmal' }}
        disabledGroups={['smileys_people', 'animals_nature', 'food_drink', 'travel_places', 'objects', 'symbols', 'flags']}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Emoji werden geladen');
    expect(await screen.findByRole('alert')).toHaveTextContent('Emoji nicht geladen.');
    offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Nochmal' }));
    expect(await screen.findByRole('grid', { name: 'Activities' })).toBeInTheDocument();
  });
});
