import { lazy, Suspense } from 'react';
import { LazyPopover } from '../../../components/lazy-popover';
import type { SearchUrlState } from '../url';
import { Icon } from '../../../components/icon';

const SavedSearchesPanel = lazy(() => import('./saved-searches-panel'));

/**
 * The organisation's saved searches, to run with one click, and this search saved under a name. Where
 * the service keeps none (it answers 404), they are kept in this tab for this person, and it says so.
 * The panel's code (a form, a confirmation) loads on first open.
 */
export function SavedSearchesMenu({ state, ds }: { state: SearchUrlState; ds: string[] }) {
  return (
    <LazyPopover
      ariaLabel="Saved searches"
      title="Saved searches"
      label={
        <>
          <Icon name="bookmark" size={14} />
          Saved
        </>
      }
    >
      {(close) => (
        <Suspense fallback={<p className="muted">Loading…</p>}>
          <SavedSearchesPanel state={state} ds={ds} onRun={close} />
        </Suspense>
      )}
    </LazyPopover>
  );
}
