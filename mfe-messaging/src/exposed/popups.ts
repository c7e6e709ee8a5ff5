// The popups mfe-messaging contributes, each loading its code on first use.
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import type { PopupName, PopupProps } from '@heartline/contracts';

function lazyPopup(load: () => Promise<ComponentType<PopupProps>>): ComponentType<PopupProps> {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  return function LazyPopup(props: PopupProps) {
    return createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  };
}

export const messagingPopups: Partial<Record<PopupName, ComponentType<PopupProps>>> = {
  'no-credits': lazyPopup(() => import('../features/no-credits/no-credits-popup').then((module) => module.NoCreditsPopup)),
  'location-confirmation': lazyPopup(() =>
    import('../features/location/location-confirmation-popup').then((module) => module.LocationConfirmationPopup),
  ),
};
