import { useState } from 'react';
import { fromTypedTime, toTypedTime, TYPED_TIME_PATTERN, zoneName } from '../../lib/input-time';
import { formatTimestamp, isTime } from '../../lib/time';
import { useDisplaySettings } from '../use-display-settings';
import { Field } from './field';

interface Props {
  id: string;
  label: string;
  /** The time (ms since epoch); undefined while none is chosen. */
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  problem?: string | undefined;
  hideLabel?: boolean;
}

/**
 * A date and time typed as the person reads them: in their date order (Settings), on the wall clock of
 * their display zone, which the label names; the browser's own date input would follow the browser's
 * locale instead. What is typed stays as typed until it reads as a time; the time read is said under it.
 */
export function DateTimeField({ id, label, value, onChange, problem, hideLabel }: Props) {
  const display = useDisplaySettings();
  const shown = (ms: number | undefined) => (isTime(ms) ? toTypedTime(ms, display) : '');
  const [text, setText] = useState(() => shown(value));
  // A value set from elsewhere (a preset, a reset, another date order) replaces what was typed.
  const read = fromTypedTime(text, display);
  if (read !== value && !(read === undefined && value === undefined) && shown(value) !== text)
    setText(shown(value));
  const pattern = TYPED_TIME_PATTERN[display.dateFormat];
  const unread = text.trim() !== '' && read === undefined;
  return (
    <Field
      id={id}
      label={`${label} (${zoneName(display.timeZone)})`}
      hideLabel={hideLabel}
      problem={unread ? `Write a time as ${pattern}.` : problem}
      description={read === undefined ? pattern : formatTimestamp(read, display)}
    >
      {(control) => (
        <input
          {...control}
          inputMode="numeric"
          autoComplete="off"
          placeholder={pattern}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onChange(fromTypedTime(e.target.value, display));
          }}
        />
      )}
    </Field>
  );
}
