import { useState } from 'react';
import {
  Button,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  TextField,
} from 'react-aria-components';
import { parseRelativeRange, QuerySyntaxError } from '../../../query-language';
import { formatTimestamp } from '../../../lib/time';
import { DEFAULT_RANGE, RANGE_PRESETS } from '../model';
import styles from './search.module.css';

interface Props {
  range?: string;
  from?: number;
  to?: number;
  onRelative: (range: string) => void;
}

/** Presets, a custom relative range ("Last 90 minutes"), and the absolute window a zoom chose. */
export function TimeRangePicker({ range, from, to, onRelative }: Props) {
  const [custom, setCustom] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const absolute = from !== undefined && to !== undefined;
  const current = absolute ? 'absolute' : (range ?? DEFAULT_RANGE);
  const options = RANGE_PRESETS.includes(current) || absolute ? RANGE_PRESETS : [current, ...RANGE_PRESETS];

  const applyCustom = () => {
    try {
      parseRelativeRange(custom);
      setProblem(null);
      onRelative(custom.trim().replace(/^last/i, 'Last'));
      setCustom('');
    } catch (error) {
      setProblem(error instanceof QuerySyntaxError ? error.message : String(error));
    }
  };

  return (
    <div className="row">
      <Select
        aria-label="Time range"
        selectedKey={current}
        onSelectionChange={(key) => key !== 'absolute' && onRelative(String(key))}
        className={styles.select}
      >
        <Button className="button">
          <SelectValue />
        </Button>
        <Popover className={styles.popover}>
          <ListBox className={styles.listbox}>
            {absolute && (
              <ListBoxItem id="absolute" className={styles.option}>
                {`${formatTimestamp(from)} → ${formatTimestamp(to)}`}
              </ListBoxItem>
            )}
            {options.map((preset) => (
              <ListBoxItem key={preset} id={preset} className={styles.option}>
                {preset}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          applyCustom();
        }}
      >
        <TextField
          value={custom}
          onChange={setCustom}
          isInvalid={problem !== null}
          className={styles.customRange}
          aria-label="Custom relative range"
        >
          <Label className="visually-hidden">Custom relative range</Label>
          <Input placeholder="Last 90 minutes" />
          <FieldError>{problem}</FieldError>
        </TextField>
        <Button type="submit" className="button" isDisabled={!custom.trim()}>
          Apply
        </Button>
      </form>
    </div>
  );
}
