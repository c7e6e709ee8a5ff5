// The settings screens' test data, on the remote kit: a member with the e-mail switch set, and the
// kit's render (the settings screens always have a member).
import type { ReactElement } from 'react';
import { BRAND, member as kitMember, renderWithStore as kitRender } from '@heartline/remote-kit/testing';
import type { Brand, User } from '@heartline/contracts';

export { BRAND, axeViolations } from '@heartline/remote-kit/testing';

export function member(fields: Partial<User> = {}, notifyByEmail = true): User {
  return kitMember(fields, { settings: { notifyByEmail, showOnline: true, keepLocationPrivate: false } });
}

export function renderWithStore(ui: ReactElement, { user = member(), brand = BRAND }: { user?: User | null; brand?: Brand | null } = {}) {
  return kitRender(ui, { user, brand });
}
