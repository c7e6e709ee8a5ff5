// The popups mfe-profiles contributes. Each is small and loads its code on first use, so the
// module the shell loads on entering /profiles stays small.
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import type { PopupName, PopupProps } from '@heartline/contracts';

function lazyPopup(load: () => Promise<ComponentType<PopupProps>>): ComponentType<PopupProps> {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  return function LazyPopup(props: PopupProps) {
    return createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  };
}

export const profilesPopups: Partial<Record<PopupName, ComponentType<PopupProps>>> = {
  'no-subscription': lazyPopup(() => import('../features/profile-view/no-subscription-popup').then((module) => module.NoSubscriptionPopup)),
  'attachment-gallery': lazyPopup(() =>
    import('../features/profile-view/attachment-gallery-popup').then((module) => module.AttachmentGalleryPopup),
  ),
  'profile-completion': lazyPopup(() =>
    import('../features/own-profile/completion-popups').then((module) => module.ProfileCompletionPopup),
  ),
  'profile-completed': lazyPopup(() => import('../features/own-profile/completion-popups').then((module) => module.ProfileCompletedPopup)),
};
