import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useIdentity } from '../../../api/use-identity';
import { ErrorPanel } from '../../../components/error-panel';
import { RadioGroup } from '../../../components/form/radio-group';
import { PageHeader } from '../../../components/page-header';
import { useNow } from '../../../components/use-now';
import {
  ASK_ABOVE,
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
import { formatBytes } from '../../../lib/units';

const askAboveLabel = (bytes: number) =>
  bytes === 0 ? 'Never ask' : `${formatBytes(bytes)}${bytes === 1e9 ? ' (the default)' : ''}`;

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
        lead="How times are shown everywhere in the console, its colours, and when a search asks first. Your data is not changed."
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
      <form aria-label="Searches" className="stack card" onSubmit={(e) => e.preventDefault()}>
        <SelectField
          id="ask-above"
          label="Ask before a search reads more than"
          description="A search over more than a day shows the service's estimate first when it is above this, and waits for a yes. A yes holds for those datasets over any range as long or shorter, for this tab. Kept for this tab."
          value={String(settings.askAbove)}
          onChange={(value) =>
            change({ ...settings, askAbove: Number(value) as DisplaySettings['askAbove'] })
          }
          options={ASK_ABOVE.map((bytes) => ({ value: String(bytes), label: askAboveLabel(bytes) }))}
        />
      </form>
    </div>
  );
}
