// Around every screen: a page view on each route change and smooth scrolling to a URL hash (spec §2).
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { analytics } from '../../lib/analytics';
import { scrollToHash } from '../../lib/scroll';
import { Spinner } from '../../ui/spinner';

/** How long a hash target may take to appear (lists load after the route). */
const HASH_TARGET_WAIT_MS = 3000;

export default function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    analytics.pageView(location.pathname, { search: location.search });
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!location.hash) return;
    if (scrollToHash(location.hash)) return;
    const observer = new MutationObserver(() => {
      if (scrollToHash(location.hash)) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), HASH_TARGET_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [location.hash, location.pathname]);

  return (
    <>
      {navigation.state === 'loading' && <div className="fixed inset-x-0 top-0 z-[70] h-0.5 animate-pulse bg-primary" aria-hidden="true" />}
      <Suspense fallback={<Spinner fullScreen />}>
        <Outlet />
      </Suspense>
    </>
  );
}
