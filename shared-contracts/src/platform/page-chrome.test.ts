import { describe, expect, it } from 'vitest';
import { pageChromeOf } from './page-chrome';

describe('the chrome a page asks for', () => {
  it('is the layout’s own when no route says anything', () => {
    expect(pageChromeOf([{}, { handle: undefined }, { handle: { other: 1 } }])).toEqual({ footer: true, fullScreenOnPhone: false });
  });

  it('takes each part from the deepest route that names it', () => {
    const matches = [{ handle: { chrome: { footer: false } } }, { handle: { chrome: { fullScreenOnPhone: true } } }];
    expect(pageChromeOf(matches)).toEqual({ footer: false, fullScreenOnPhone: true });
    expect(pageChromeOf([...matches, { handle: { chrome: { footer: true } } }])).toEqual({ footer: true, fullScreenOnPhone: true });
  });
});
