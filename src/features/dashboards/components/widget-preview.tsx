import { useState } from 'react';
import { windowOf } from '../../../components/pickers/time-window';
import { useDebounced } from '../../../components/use-debounced';
import type { Widget } from '../model';
import { validateDraft, writeOf, type WidgetDraft } from '../widget-form';
import styles from './dashboards.module.css';
import { WidgetBody } from './widget-body';

const PREVIEW_RANGES = ['Last 1 hour', 'Last 24 hours', 'Last 7 days'];

/** What the widget will show: the draft drawn a moment behind the typing, while it is valid. */
export function WidgetPreview({ draft, widget }: { draft: WidgetDraft; widget: Widget | undefined }) {
  const [previewRange, setPreviewRange] = useState(PREVIEW_RANGES[0] as string);
  const [ranAt] = useState(() => Date.now());
  const preview = useDebounced(draft);
  // A name is the form's business, not the chart's: the preview draws as soon as the query is complete.
  const previewValid = !Object.values(validateDraft({ ...preview, name: 'Preview' })).some(Boolean);
  return (
    <section aria-labelledby="widget-preview" className="stack">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2 id="widget-preview">Preview</h2>
        <label className="row" style={{ gap: 4 }}>
          <span>Over</span>
          <select className="input" value={previewRange} onChange={(e) => setPreviewRange(e.target.value)}>
            {PREVIEW_RANGES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.preview}>
        {previewValid ? (
          <WidgetBody
            widget={{ ...writeOf(preview, widget), name: preview.name || 'Preview' }}
            timeWindow={windowOf({ range: previewRange }, ranAt)}
          />
        ) : (
          <p className="muted">The preview appears when the query is complete.</p>
        )}
      </div>
    </section>
  );
}
