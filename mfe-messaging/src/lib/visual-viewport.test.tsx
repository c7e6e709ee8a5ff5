import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useVisualViewport } from './visual-viewport';

function Chat() {
  const page = useRef<HTMLElement>(null);
  useVisualViewport(page);
  return <section ref={page} data-testid="chat" />;
}

/** The browser's visual viewport: what is visible of the page, less an on-screen keyboard. */
function fakeViewport(height: number, offsetTop = 0) {
  const viewport = Object.assign(new EventTarget(), { height, offsetTop });
  vi.stubGlobal('visualViewport', viewport);
  return viewport;
}

describe('the chat fixed to the visual viewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the visible height before the first paint, and follows the keyboard opening, the page panning and the keyboard closing', () => {
    const viewport = fakeViewport(844);
    const { getByTestId, unmount } = render(<Chat />);
    const chat = getByTestId('chat');
    expect(chat.style.getPropertyValue('--visual-viewport-height')).toBe('844px');
    expect(chat.style.getPropertyValue('--visual-viewport-top')).toBe('0px');

    // The keyboard opens: 336 px of the screen are gone, and iOS pans the page by 120 px.
    viewport.height = 507.6;
    act(() => {
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(chat.style.getPropertyValue('--visual-viewport-height')).toBe('508px');
    viewport.offsetTop = 120;
    act(() => {
      viewport.dispatchEvent(new Event('scroll'));
    });
    expect(chat.style.getPropertyValue('--visual-viewport-top')).toBe('120px');

    viewport.height = 844;
    viewport.offsetTop = 0;
    act(() => {
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(chat.style.getPropertyValue('--visual-viewport-height')).toBe('844px');
    expect(chat.style.getPropertyValue('--visual-viewport-top')).toBe('0px');

    // Gone from the page, it listens no more.
    unmount();
    viewport.height = 300;
    expect(() => viewport.dispatchEvent(new Event('resize'))).not.toThrow();
  });

  it('uses the window where the browser has no visual viewport', () => {
    vi.stubGlobal('visualViewport', undefined);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(700);
    const { getByTestId } = render(<Chat />);
    expect(getByTestId('chat').style.getPropertyValue('--visual-viewport-height')).toBe('700px');
    vi.restoreAllMocks();
  });
});
