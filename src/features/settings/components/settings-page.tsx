import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useIdentity } from '../../../api/identity';
import { ErrorPanel } from '../../../components/error-panel';
import { RadioGroup } from '../../../components/form/radio-group';
import { PageHeader } from '../../../components/page-header';
import { useNow } from '../../../components/use-now';
import {
  DATE_FORMATS,
  formatTimestamp,
  getDisplaySettings,
  setDisplaySettings,
  subscribeDisplaySettings,
  type DateFormat,
  type DisplaySettings,
} from '../../../lib/time';
import { preferencesOf, preferencesQuery, useSavePreferences } from '../preferences';
import { SelectField } from '../../../components/form/select-field';

const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * How times are shown across the console: the zone and the order of the date. Applied at once; saved
 * in a person's preferences at the service (an API key's session keeps them for this tab).
 */
export function SettingsPage() {
  const settings = useSyncExternalStore(subscribeDisplaySettings, getDisplaySettings);
  const now = useNow(true, 30_000);
  const identity = useIdentity();
  const userId = identity?.identity?.type === 'USER_ID' ? identity.identity.id : undefined;
  const save = useSavePreferences();
  const queryClient = useQueryClient();
  const change = (next: DisplaySettings) => {
    setDisplaySettings(next);
    // Only the zone is stored at the service; nothing to send when it did not change.
    if (!userId || next.timeZone === settings.timeZone) return;
    save.mutate(
      { params: { path: { userId } }, body: preferencesOf(next, localZone) },
      { onSuccess: (saved) => queryClient.setQueryData(preferencesQuery(userId).queryKey, saved) },
    );
  };
  return (
    <div className="stack">
      <PageHeader
        title="Settings"
        lead="How times are shown everywhere in the console, and its colours. Your data is not changed."
      />
      <form aria-label="Display settings" className="stack card" onSubmit={(e) => e.preventDefault()}>
        <RadioGroup
          id="time-zone"
          label="Time zone"
          value={settings.timeZone}
          onChange={(timeZone) => change({ ...settings, timeZone })}
          options={[
            { value: 'UTC', label: 'UTC', hint: 'as the service writes times' },
            { value: 'local', label: "This browser's zone", hint: `(${localZone})` },
          ]}
        />
        <SelectField
          id="date-format"
          label="Date format"
          value={settings.dateFormat}
          onChange={(dateFormat: DateFormat) => change({ ...settings, dateFormat })}
          options={DATE_FORMATS.map((f) => ({ value: f, label: f }))}
        />
        <RadioGroup
          id="theme"
          label="Theme"
          horizontal
          value={settings.theme}
          onChange={(theme) => change({ ...settings, theme })}
          options={[
            { value: 'system', label: 'As the system' },
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
        />
        <p className="muted">
          {userId
            ? 'The time zone is saved to your preferences and follows you to any browser you sign in from; the service keeps no date format, so that one stays with this tab.'
            : 'Signed in with an API key: kept for this tab.'}
        </p>
        {save.error ? (
          <ErrorPanel error={save.error} action="save your preferences (they apply in this tab)" />
        ) : null}
        <p role="status">
          Times now read like this: <strong>{formatTimestamp(now, settings)}</strong>
        </p>
      </form>
    </div>
  );
}
