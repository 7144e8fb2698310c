import { useSyncExternalStore } from 'react';
import { getDisplaySettings, subscribeDisplaySettings, type DisplaySettings } from '../lib/time';

/**
 * How this person reads times (zone, date format), as React state: every component that shows a time
 * reads it here and passes it to the formatters of src/lib/time.ts, so a change in Settings or the
 * palette redraws every time on screen at once.
 */
export function useDisplaySettings(): DisplaySettings {
  return useSyncExternalStore(subscribeDisplaySettings, getDisplaySettings);
}
