import { ErrorPanel } from '../../../components/error-panel';
import { SelectField } from '../../../components/form/select-field';
import { Loading } from '../../../components/loading';
import { ShownText } from '../../../components/shown-text';
import { MOST_REQUESTS } from '../plan';
import type { ChangesUrl } from '../url';
import type { useComparison } from '../use-comparison';
import { DifferencesTable } from './differences-table';
import type { useRowActions } from './use-row-actions';

/** The values whose share moved, of every field compared or one, and how they are ranked. */
export function ValuesSection({
  url,
  comparison,
  actions,
  onChange,
}: {
  url: ChangesUrl;
  comparison: ReturnType<typeof useComparison>;
  actions: ReturnType<typeof useRowActions>;
  onChange: (next: ChangesUrl) => void;
}) {
  const sampleError = comparison.samples.find((s) => s.error)?.error;
  const shown = (comparison.values ?? []).filter(
    (v) => (url.all === 'on' || v.significant) && (!url.field || v.field === url.field),
  );
  return (
    <section aria-labelledby="changes-values" className="stack">
      <h2 id="changes-values">Values that changed</h2>
      {sampleError ? (
        <ErrorPanel
          error={sampleError}
          action="read the events of both windows to find the fields to compare"
          onRetry={() => comparison.samples.forEach((s) => void s.refetch())}
        />
      ) : !comparison.values ? (
        <Loading what="the values of each field in both windows" />
      ) : (
        <>
          <div className="row">
            <SelectField
              id="changes-field"
              label="Field"
              value={url.field ?? ''}
              onChange={(field) => onChange({ ...url, field: field || undefined })}
              options={[
                { value: '', label: `All ${comparison.fields?.length ?? 0} fields compared` },
                ...(comparison.fields ?? []).map((f) => ({ value: f, label: f })),
              ]}
            />
            <label className="radio">
              <input
                type="checkbox"
                checked={url.all === 'on'}
                onChange={(e) => onChange({ ...url, all: e.target.checked ? 'on' : undefined })}
              />
              Also differences that could be chance
            </label>
          </div>
          {comparison.fieldErrors[0] && (
            <ErrorPanel
              error={comparison.fieldErrors[0]}
              action={`compare ${comparison.fieldErrors.length > 1 ? 'some fields' : 'a field'}`}
              onRetry={comparison.retryFields}
            />
          )}
          {shown.length ? (
            <DifferencesTable rows={shown} drops={comparison.dropsFirst} actions={actions} />
          ) : (
            <p>
              No value&apos;s share moved beyond chance
              {url.field ? (
                <>
                  {' '}
                  in <code>{<ShownText text={url.field} />}</code>
                </>
              ) : null}
              .
            </p>
          )}
        </>
      )}
      <details>
        <summary>How values are ranked</summary>
        <p>
          Each value&apos;s events in the window are set against what its share of the baseline would give the
          window (&ldquo;beyond its share&rdquo;); rows are ranked by that, in the direction of the change.
          &ldquo;Share of the field&apos;s change&rdquo; is the part of the events that moved between the
          field&apos;s values that this value moved, always within 0–100 %. A difference counts when an exact
          binomial test of its split between the windows (a normal approximation past 2,000 events) gives p
          below 1%, corrected for the number of values compared; others are marked &ldquo;could be
          chance&rdquo; and hidden unless asked for. The fields compared are chosen on each window&apos;s
          newest 1,000 events, the same way on every service: those whose values&apos; shares moved most
          beyond chance, without measures, ids and free text; then their values are counted exactly over both
          windows. One comparison makes at most {MOST_REQUESTS} requests.
        </p>
      </details>
    </section>
  );
}
