import { createContext, useContext, useSyncExternalStore } from 'react';
import { severalAggregatesStore, type SearchPlan } from './shared-searches';

/** The dashboard's plan of searches, for its widgets; none outside a dashboard (a preview asks its own). */
export const SharedSearches = createContext<SearchPlan | null>(null);

export const useSharedSearches = () => useContext(SharedSearches);

/** What answers have shown of the service: several aggregates per search, one, or not yet known. */
export const useAggregatesLearnt = () =>
  useSyncExternalStore(severalAggregatesStore.subscribe, severalAggregatesStore.getSnapshot);
