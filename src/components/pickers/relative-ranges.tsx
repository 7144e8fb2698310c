import { useId, useState } from 'react';
import { formatWindow } from '../../lib/time';
import type { DisplaySettings } from '../../lib/time';
import { QuerySyntaxError } from '../../query-language/errors';
import { parseRelativeRange } from '../../query-language/time-range';
import { Field } from '../form/field';
import type { ChosenRange } from './time-range-picker';
import styles from './time-range-panel.module.css';

/** The panel's relative side: presets, a range typed as "Last 90 minutes", and the ones used lately. */
export function RelativeRanges({
  presets,
  current,
  recent,
  choose,
  tooLong,
  display,
}: {
  presets: readonly string[];
  /** The relative range on screen, if it is one. */
  current: string | undefined;
  recent: ChosenRange[];
  choose: (next: ChosenRange) => void;
  /** Why a window this long is refused, if it is. */
  tooLong: (ms: number) => string | undefined;
  display: DisplaySettings;
}) {
  const ids = useId();
  const [typed, setTyped] = useState('');
  const [typedProblem, setTypedProblem] = useState<string>();
  const applyTyped = () => {
    try {
      const { durationMs } = parseRelativeRange(typed);
      const problem = tooLong(durationMs);
      if (problem) return setTypedProblem(problem);
      choose({ range: typed.trim().replace(/^last/i, 'Last'), from: undefined, to: undefined });
    } catch (error) {
      setTypedProblem(error instanceof QuerySyntaxError ? error.message : String(error));
    }
  };
  return (
    <section className="stack" aria-labelledby={`${ids}-relative`}>
      <h2 id={`${ids}-relative`} className={styles.heading}>
        Relative
      </h2>
      <ul className={styles.choices}>
        {presets.map((preset) => (
          <li key={preset}>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={preset === current}
              onClick={() => choose({ range: preset, from: undefined, to: undefined })}
            >
              {preset}
            </button>
          </li>
        ))}
      </ul>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          applyTyped();
        }}
      >
        <Field id={`${ids}-typed`} label="Custom relative range" problem={typedProblem}>
          {(control) => (
            <div className="row">
              <input
                {...control}
                className={`input ${styles.text}`}
                value={typed}
                placeholder="Last 90 minutes"
                onChange={(e) => {
                  setTyped(e.target.value);
                  setTypedProblem(undefined);
                }}
              />
              <button type="submit" className="button" disabled={!typed.trim()}>
                Apply
              </button>
            </div>
          )}
        </Field>
      </form>
      {recent.length > 0 && (
        <>
          <h2 id={`${ids}-recent`} className={styles.heading}>
            Recently used
          </h2>
          <ul className={styles.choices} aria-labelledby={`${ids}-recent`}>
            {recent.map((r) => {
              const text = r.range ?? formatWindow(r.from, r.to, display);
              return (
                <li key={text}>
                  <button type="button" className={styles.choice} onClick={() => choose(r)}>
                    {text}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
