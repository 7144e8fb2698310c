import { lazy, Suspense } from 'react';
import { FieldSet } from '../../../components/form/field';
import { TextField } from '../../../components/form/text-field';
import { DatasetPicker } from '../../../components/pickers/dataset-picker';
import { placeholders } from '../../../query-language/placeholders';
import { DraftText, type SectionProps } from './draft-fields';
import { EditorPlaceholder } from '../../../components/query-editor/editor-placeholder';
import { namedText } from '../../../lib/visible-text';

const QueryEditor = lazy(() => import('../../../components/query-editor/dataset-query-editor'));
/** What the empty editor shows, and its stand-in while the editor's chunk loads. */
const PLACEHOLDER = "For example: level = 'error'  ·  {{name}} is a template argument";

/** What the monitor watches: datasets, the where-query, the aggregate, its groups and template values. */
export function QuerySection({ readOnly, ...props }: SectionProps & { readOnly: boolean }) {
  const { form, id } = props;
  const { draft, set } = form;
  return (
    <fieldset className="fieldset">
      <legend className="label">Query</legend>
      <FieldSet id={id('from')} legend="Datasets" problem={form.problem('from')}>
        <DatasetPicker value={draft.from} onChange={(from) => set({ from })} />
      </FieldSet>
      <FieldSet id={id('where')} legend="Where" problem={form.problem('where')}>
        <Suspense fallback={<EditorPlaceholder value={draft.where} placeholder={PLACEHOLDER} />}>
          <QueryEditor
            value={draft.where}
            onChange={(where) => set({ where })}
            onRun={() => undefined}
            label="Monitor query (where)"
            logId={draft.from[0]}
            readOnly={readOnly}
            templates
            placeholder={PLACEHOLDER}
          />
        </Suspense>
      </FieldSet>
      <DraftText {...props} name="select" label="Aggregate" placeholder="count(*) or p95(latency_ms)" />
      <DraftText {...props} name="groups" label="Per group (group by)" placeholder="host, $service" />
      {draft.templateId && (
        <p id={id('templateId')} className="row">
          Made from a monitor template: its values below fill the query.
          <button type="button" className="button" onClick={() => set({ templateId: '' })}>
            Stop naming the template
          </button>
        </p>
      )}
      {placeholders(draft.where).map((name) => (
        <TextField
          key={name}
          id={id(`arg:${name}`)}
          label={`Template argument {{${namedText(name)}}}`}
          value={draft.args[name] ?? ''}
          onChange={(value) => set({ args: { ...draft.args, [name]: value } })}
          problem={form.problem(`arg:${name}`)}
        />
      ))}
    </fieldset>
  );
}
