// The route table of member-side spec §2: which layout a path uses and who may open it.
// The shell guards with it; the remote registry uses it to put a remote's fallback in the right layout.
// Its rows come from the apps' manifests (route-table.generated.ts, `npm run apps:sync`).
import { GENERATED_ROUTE_TABLE } from './route-table.generated';

/** The five member layouts of member spec §2, and the staff console's (agent spec §2). */
export type LayoutId = 'static' | 'index-page' | 'sign-in' | 'default' | 'authenticated' | 'console';
/** Who may open a route: anyone, a signed-in member, or staff (an agent or an admin). */
export type RouteAccess = 'public' | 'member' | 'agent';

export interface RouteEntry {
  /** Path prefix, matched on whole segments: '/messages' covers '/messages/chat/12'. */
  readonly prefix: string;
  readonly layout: LayoutId;
  readonly access: RouteAccess;
}

// Typed here, not in the generated file, which imports nothing: this assignment is where a row
// with a layout or an access the shell does not know fails to compile.
export const ROUTE_TABLE: readonly RouteEntry[] = GENERATED_ROUTE_TABLE;

/** Paths a visitor may open (spec §6). Everything else needs a valid session. */
export const VISITOR_ALLOW_LIST: readonly string[] = [
  '/',
  '/about',
  '/auto-login',
  '/prices',
  '/about-us',
  '/faq',
  '/terms',
  '/privacy-policy',
  '/cookie-policy',
  '/contact-us',
  '/content-removal',
  '/affiliates',
  '/sign-up',
  '/verify',
  '/block',
];

export function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The route-table entry that owns a path, or undefined for a path the product does not know. The
 * longest matching prefix wins, whatever the manifests' order: '/chat/sign-in' (public) inside
 * '/chat' (staff only).
 */
export function findRoute(pathname: string): RouteEntry | undefined {
  const path = normalisePath(pathname);
  let found: RouteEntry | undefined;
  for (const entry of ROUTE_TABLE) {
    if (matchesPrefix(path, entry.prefix) && (!found || entry.prefix.length > found.prefix.length)) found = entry;
  }
  return found;
}

export function isVisitorPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return VISITOR_ALLOW_LIST.some((allowed) => matchesPrefix(path, allowed));
}

function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
