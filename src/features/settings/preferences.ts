import { $api } from '../../api/query-hooks';
import { readSettings, type DisplaySettings } from '../../lib/time';

type Preferences = { timezone?: string; defaults?: Record<string, unknown> };

/** A person's preferences at the service: how times are shown follows them from browser to browser. */
export const preferencesQuery = (userId: string) =>
  $api.queryOptions(
    'get',
    '/users/{userId}/preferences',
    { params: { path: { userId } } },
    { staleTime: Infinity },
  );

export function useSavePreferences() {
  return $api.useMutation('patch', '/users/{userId}/preferences');
}

/**
 * The display settings a person's preferences hold, if they hold any: the zone. The service has no
 * preference for a date format, so that one stays with the tab (`current`).
 */
export function settingsFromPreferences(
  preferences: Preferences | undefined,
  current: DisplaySettings,
): DisplaySettings | undefined {
  if (!preferences?.timezone) return undefined;
  return readSettings({ ...current, timeZone: preferences.timezone !== 'UTC' ? 'local' : 'UTC' });
}

/** The one preference to send for display settings (one flat property per call): the zone, IANA when local. */
export function preferencesOf(settings: DisplaySettings, browserZone: string): { timezone: string } {
  return { timezone: settings.timeZone === 'UTC' ? 'UTC' : browserZone };
}
