// Renders a support form inside a store whose brand promises replies within `replyHours`: the
// confirmation and its toast must both quote the brand's one value. Only tests import this file.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { brandAtom, type Brand } from '@heartline/contracts';

export function renderWithSupport(ui: ReactElement, replyHours: number) {
  const store = createStore();
  store.set(brandAtom, {
    customerSupport: { email: 'support@heartline.example', phone: '+353 1 555 0142', hours: 'Mon–Fri', replyHours },
  } as Brand);
  return render(<Provider store={store}>{ui}</Provider>);
}
