// @vitest-environment happy-dom
// The apps' translation hook: a namespace's words from the instance registered with
// initReactI18next, following its language, with one t function per namespace and language.
import { createElement } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next, { type TFunction } from 'i18next';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { initReactI18next } from 'react-i18next';
import { useTranslation } from './use-translation';

const i18n = i18next.createInstance();

beforeEach(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: {
      en: {
        common: { hello: 'Hello, {{name}}' },
        profiles: { found_one: '{{count}} profile found', found_other: '{{count}} profiles found' },
      },
      fr: {
        common: { hello: 'Bonjour, {{name}}' },
        profiles: { found_one: '{{count}} profil trouvé', found_other: '{{count}} profils trouvés' },
      },
    },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const seen: TFunction[] = [];

function Greeting({ count }: { count: number }) {
  const { t } = useTranslation();
  const { t: tProfiles } = useTranslation('profiles');
  seen.push(tProfiles);
  return createElement('p', null, `${t('hello', { name: 'Nina' })} · ${tProfiles('found', { count })}`);
}

test("gives the default namespace's words, or a named one's with its plurals", () => {
  const { rerender } = render(createElement(Greeting, { count: 1 }));
  expect(screen.getByText('Hello, Nina · 1 profile found')).toBeTruthy();
  rerender(createElement(Greeting, { count: 3 }));
  expect(screen.getByText('Hello, Nina · 3 profiles found')).toBeTruthy();
});

test('keeps one t function while the language stays, so effects that use it do not rerun', () => {
  seen.length = 0;
  const { rerender } = render(createElement(Greeting, { count: 1 }));
  rerender(createElement(Greeting, { count: 2 }));
  expect(seen.length).toBeGreaterThanOrEqual(2);
  expect(new Set(seen).size).toBe(1);
});

test('shows the new language once it changes', async () => {
  render(createElement(Greeting, { count: 2 }));
  await act(() => i18n.changeLanguage('fr'));
  expect(screen.getByText('Bonjour, Nina · 2 profils trouvés')).toBeTruthy();
});
