// Test data shaped like the API's answers, and the settings screens rendered as the shell does:
// inside a jotai store holding the member and the brand, and a router.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { Provider, createStore } from 'jotai';
import { MemoryRouter } from '@heartline/contracts/router';
import { brandAtom, userAtom, type Brand, type User } from '@heartline/contracts';

export function member(fields: Partial<User> = {}, notifyByEmail = true): User {
  return {
    _id: 'member-1',
    createDate: '2026-01-01T00:00:00.000Z',
    updateDate: '2026-01-01T00:00:00.000Z',
    activityDate: null,
    firstLoginDate: null,
    domain: 'heartline.example',
    emailValidated: true,
    timezone: 'Europe/Dublin',
    transactions: [],
    username: 'demo',
    email: 'demo@heartline.example',
    firstName: 'Dana',
    lastName: 'Moore',
    images: [],
    credits: 10,
    likes: 3,
    profile: { settings: { notifyByEmail, showOnline: true, keepLocationPrivate: false }, favourites: [], viewed: [], birthday: null },
    subscriptions: [],
    promotions: { firstPurchasePromotion: false, complete_profile: false },
    isOrganic: true,
    isPremium: false,
    isDOI: false,
    savedCards: [],
    ccbillTokens: [],
    cards: [],
    ...fields,
  };
}

export const BRAND = {
  _id: 'brand-1',
  domain: 'heartline.example',
  productName: 'Heartline',
  timezone: 'Europe/Dublin',
  defaultDescriptor: 'HL*ENTERTAINMENT',
  customerSupport: { email: 'support@heartline.example', phone: '+353 1 555 0100', hours: 'Mon–Fri 9:00–18:00', replyHours: 48 },
} as Brand;

export function renderWithStore(ui: ReactElement, { user = member(), brand = BRAND }: { user?: User | null; brand?: Brand | null } = {}) {
  const store = createStore();
  store.set(userAtom, user);
  store.set(brandAtom, brand);
  const result = render(
    <Provider store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}

/** The axe violations of a rendered page; contrast needs real layout, so the browser suite checks it. */
export async function axeViolations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }));
}
