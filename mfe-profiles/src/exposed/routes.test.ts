import { describe, expect, it } from 'vitest';
import { authenticatedRoutes } from './routes';
import { LIST_KEPT_WITHIN } from '../features/search/early-list';

describe('the profiles section', () => {
  it('is where the list is kept: every page under it, and no other, is named as keeping it (the shell then sends no list on the way back)', () => {
    const [section, ...others] = authenticatedRoutes;
    const keeps = (path: string) => LIST_KEPT_WITHIN.some((prefix) => path.startsWith(prefix));
    const sample = (path: string | undefined) => (path ?? '').replace(/:[a-z]+\??/gi, 'a1');
    expect(section?.children?.map((route) => sample(route.path)).filter((path) => !keeps(path))).toEqual([]);
    expect(others.map((route) => sample(route.path)).filter(keeps)).toEqual([]);
  });
});
