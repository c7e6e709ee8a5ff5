import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from '@heartline/contracts/router';
import { PopupHost } from '../features/popups/popup-host';
import { ToastHost } from '../features/toasts/toast-host';
import { PageLoader } from '../features/loader/page-loader';
import { hideBootLoader } from '../features/loader/boot-loader';
import { UserChannelMount } from '../features/realtime/user-channel-mount';
import { NewVersionNotice } from '../features/build-check/new-version-notice';

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
      <NewVersionNotice />
      <UserChannelMount />
      <Outlet />
      <PopupHost />
      <ToastHost />
      <PageLoader />
      <ScrollRestoration />
    </>
  );
}
