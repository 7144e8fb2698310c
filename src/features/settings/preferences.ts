import { $api } from '../../api/client';
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

/** The display settings a person's preferences hold, if they hold any. */
export function settingsFromPreferences(preferences: Preferences | undefined): DisplaySettings | undefined {
  if (!preferences?.timezone && !preferences?.defaults?.date_format) return undefined;
  return readSettings({
    timeZone: preferences.timezone && preferences.timezone !== 'UTC' ? 'local' : 'UTC',
    dateFormat: preferences.defaults?.date_format,
  });
}

/** The preferences to merge in for display settings: the browser's IANA zone when local. */
export function preferencesOf(settings: DisplaySettings, browserZone: string): Preferences {
  return {
    timezone: settings.timeZone === 'UTC' ? 'UTC' : browserZone,
    defaults: { date_format: settings.dateFormat },
  };
}
