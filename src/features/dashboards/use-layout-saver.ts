import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIdentity } from '../../api/use-identity';
import { personKey } from '../../lib/recent';
import { loadSaver, loadWrites } from './chunks';
import { sessionDrafts, startingState } from './layout-drafts';
import type { LayoutSaver } from './layout-saver';
import type { Dashboard } from './model';

const noSubscribe = () => () => {};

/**
 * One dashboard's layout saver (layout-saver.ts), made for the version of the dashboard the page
 * opened with. Its code arrives beside the grid's (chunks.ts), after the page's first paint: until
 * then `saver` is undefined, the state is where the saver will start (a draft from before a reload,
 * or the service's layout), and the page offers nothing that changes the layout.
 */
export function useLayoutSaver(dashboard: Dashboard) {
  const queryClient = useQueryClient();
  const person = personKey(useIdentity());
  const [opened] = useState(dashboard);
  const [start] = useState(() => startingState(opened, sessionDrafts(opened.id).load()));
  const [saver, setSaver] = useState<LayoutSaver>();
  const [failure, setFailure] = useState<unknown>();

  useEffect(() => {
    let mounted = true;
    let stopListening: () => void = () => undefined;
    Promise.all([loadSaver(), loadWrites()]).then(
      ([{ LayoutSaver, announceSaved, listenForSaved }, { fetchDashboard, patchLayout, storeDashboard }]) => {
        if (!mounted) return;
        const made = new LayoutSaver(opened, {
          fetchCurrent: () => fetchDashboard(opened.id),
          patch: (layout, from) => patchLayout(opened.id, layout, from),
          drafts: sessionDrafts(opened.id),
          onSaved: (saved) => {
            storeDashboard(queryClient, saved);
            announceSaved(person, saved);
          },
        });
        // The person saved this dashboard in another tab: drawn here too, unless this tab has work
        // unsaved (its next save then meets that version as a conflict, which says whose it is).
        stopListening = listenForSaved(person, opened.id, (theirs) => {
          if (made.unsaved) return;
          made.rebase(theirs);
          storeDashboard(queryClient, theirs);
        });
        setSaver(made);
      },
      (error: unknown) => mounted && setFailure(error),
    );
    return () => {
      mounted = false;
      stopListening();
    };
  }, [opened, queryClient, person]);

  // Nothing is sent from a page no one sees; the browser coming back online retries at once.
  useEffect(() => {
    if (!saver) return;
    saver.resume();
    const online = () => saver.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      saver.pause();
    };
  }, [saver]);

  const state = useSyncExternalStore(saver?.subscribe ?? noSubscribe, saver?.getSnapshot ?? (() => start));
  // Its code could not be fetched (offline, or a new deployment replaced it): the page's error, with
  // its retry, as when the grid's code cannot be; a draft stays kept for the next try.
  if (failure) throw failure;
  return { saver, state };
}
