import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from '@heartline/contracts/router';
import { PopupHost } from './popup-host';
import { ToastHost } from '../features/toasts/toast-host';
import { PageLoader } from '../features/loader/page-loader';
import { hideBootLoader } from '../lib/boot-loader';
import { UserChannelMount } from '../features/realtime/user-channel-mount';
import { NewVersionNotice } from '../features/build-check/new-version-notice';
import { SHELL_POPUPS } from './shell-popups';
import { CurrentPath } from '../components/current-path';

export function RootShell() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  useEffect(() => {
    if (navigation.state === 'idle') hideBootLoader();
  }, [navigation.state]);
  return (
    <CurrentPath.Provider value={pathname}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <NewVersionNotice />
      <UserChannelMount />
      <Outlet />
      <PopupHost shellPopups={SHELL_POPUPS} pathname={pathname} />
      <ToastHost />
      <PageLoader />
      <ScrollRestoration />
    </CurrentPath.Provider>
  );
}
