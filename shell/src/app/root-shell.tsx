import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from '@heartline/contracts/router';
import { PopupHost } from '../features/popups/popup-host';
import { ToastHost } from '../features/toasts/toast-host';
import { PageLoader } from '../features/loader/page-loader';
import { hideBootLoader } from '../features/loader/boot-loader';

export function RootShell() {
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === 'idle') hideBootLoader();
  }, [navigation.state]);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Outlet />
      <PopupHost />
      <ToastHost />
      <PageLoader />
      <ScrollRestoration />
    </>
  );
}
