import { useRouterState } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { ignoredParamsStore } from '../../lib/search-params';
import styles from './shell.module.css';

/**
 * Said quietly when the link a page was opened with held values it could not use (`?ds=true`,
 * `?refresh=7`): the page opened with its defaults for those instead of breaking; or asked for more
 * than the page shows (a window of 50 years): the page shows what it can and says so. Gone once the
 * person moves to another page.
 */
export function IgnoredLinkNotice() {
  const ignored = useSyncExternalStore(ignoredParamsStore.subscribe, ignoredParamsStore.get);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const here = ignored?.pathname === pathname;
  useEffect(() => {
    if (ignored && !here) ignoredParamsStore.clear();
  }, [ignored, here]);
  if (!ignored || !here) return null;
  return (
    <p className={styles.notice} role="status">
      {ignored.keys.length > 0 &&
        `Part of this link was not understood and was left out (${ignored.keys.join(', ')}); the page shows its defaults instead. `}
      {ignored.shortened}
    </p>
  );
}
