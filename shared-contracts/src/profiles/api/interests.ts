// GET /interests/{kind}: paged relations (favorited-me, favorites, proposals, viewed-me, viewed).
import type { InterestKind, InterestsPage } from '../entities/interests';
import { api } from '../../platform/api/client';

export function getInterests(
  kind: InterestKind,
  page: { page: number; limit: number },
  options: { signal?: AbortSignal } = {},
): Promise<InterestsPage> {
  return api.request<InterestsPage>('get', `/interests/${encodeURIComponent(kind)}`, { searchParams: page, loader: false, ...options });
}
