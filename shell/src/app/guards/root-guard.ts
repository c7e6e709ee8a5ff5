// Guards of member spec §4 and §6, run on every navigation (the root loader always revalidates):
// - a member-only path without a valid session deauthenticates and goes to '/';
// - a signed-in member on '/' (or the sign-in screen) goes to the authenticated home;
// - an unverified email is held on /verify, except on /verify and /sign-up;
// - the staff console (access 'agent') is for agents and admins only (a visitor goes to its own
//   sign-in page), and staff stay in it.
import { redirect, type LoaderFunctionArgs } from '@heartline/contracts/router';
import {
  paths,
  AGENT_HOME,
  AGENT_SIGN_IN,
  AUTHENTICATED_HOME,
  VERIFY_PATH,
  authAtom,
  findRoute,
  heldForVerificationAtom,
  isStaffRole,
  isVisitorPath,
  sessionRoleAtom,
  userAtom,
  type SessionRole,
} from '@heartline/contracts';
import { store } from '../../lib/store';
import { hasValidSession, logout } from '../../features/session/session';

const VERIFY_EXEMPT = [VERIFY_PATH, paths.signUp()];

export type GuardDecision = { redirect: string; endSession?: boolean } | null;

/** The pure decision, tested on its own. */
export function decideRoute(
  pathname: string,
  session: { valid: boolean; wasAuthenticated: boolean; emailValidated: boolean | null; role?: SessionRole | null },
): GuardDecision {
  const route = findRoute(pathname);
  if (!session.valid) {
    const signedInOnly = (route?.access === 'member' || route?.access === 'agent') && !isVisitorPath(pathname);
    // The console's visitors are staff who have not signed in yet: its own sign-in page.
    if (signedInOnly) return { redirect: route?.access === 'agent' ? AGENT_SIGN_IN : '/', endSession: session.wasAuthenticated };
    return session.wasAuthenticated ? { redirect: pathname, endSession: true } : null;
  }
  if (isStaffRole(session.role)) {
    // Staff work in the console; the member pages and the sign-in screen lead back to it.
    const signInPage = pathname === '/' || pathname === paths.signIn() || pathname === AGENT_SIGN_IN;
    const staffMayStay = route?.access === 'agent' || (route?.access === 'public' && !signInPage);
    return staffMayStay ? null : { redirect: AGENT_HOME };
  }
  if (route?.access === 'agent') return { redirect: AUTHENTICATED_HOME };
  if (session.emailValidated === false && !VERIFY_EXEMPT.some((path) => pathname === path || pathname.startsWith(`${path}/`))) {
    return { redirect: VERIFY_PATH };
  }
  if (pathname === '/' || pathname === paths.signIn()) return { redirect: AUTHENTICATED_HOME };
  return null;
}

export function rootGuard({ request }: LoaderFunctionArgs): Response | null {
  const { pathname } = new URL(request.url);
  const user = store.get(userAtom);
  const decision = decideRoute(pathname, {
    valid: hasValidSession(),
    wasAuthenticated: store.get(authAtom).isAuthenticated,
    emailValidated: user ? user.emailValidated : null,
    role: store.get(sessionRoleAtom),
  });
  if (!decision) return null;
  // The verify page says why the member is there and opens the page they asked for once verified.
  if (decision.redirect === VERIFY_PATH && pathname !== VERIFY_PATH) store.set(heldForVerificationAtom, pathname);
  if (decision.endSession) logout({ callServer: false, broadcast: false, goHome: false });
  return decision.redirect === pathname ? null : redirect(decision.redirect);
}
