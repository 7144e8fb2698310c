import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIdentity } from '../../api/use-identity';
import { preferencesQuery, settingsFromPreferences } from '../../features/settings/preferences';
import { getDisplaySettings, setDisplaySettings } from '../../lib/time';

/** A person's saved display settings (time zone, date format) apply as soon as they sign in. */
export function PreferencesSync() {
  const identity = useIdentity();
  const userId = identity?.identity?.type === 'USER_ID' ? identity.identity.id : undefined;
  const preferences = useQuery({ ...preferencesQuery(userId ?? ''), enabled: !!userId }).data?.preferences;
  useEffect(() => {
    const saved = settingsFromPreferences(preferences, getDisplaySettings());
    if (saved) setDisplaySettings(saved);
  }, [preferences]);
  return null;
}
