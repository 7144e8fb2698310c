import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useId } from 'react';
import { ErrorPanel } from '../../../components/error-panel';
import { FieldSet } from '../../../components/form/field';
import { Form, NotSaved } from '../../../components/form/form';
import { RadioGroup } from '../../../components/form/radio-group';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { PageHeader } from '../../../components/page-header';
import { DatasetPicker } from '../../../components/pickers/dataset-picker';
import { type Widget } from '../model';
import { notEditableHere, type WidgetDraft } from '../widget-form';
import { WIDGET_TYPE_NAMES, WIDGET_TYPES } from '../widget-types/registry';
import styles from './dashboards.module.css';
import { useWidgetEditor } from './use-widget-editor';
import { DisplayFields, TemplateArgumentFields } from './widget-editor-fields';
import { WidgetPreview } from './widget-preview';
import { EditorPlaceholder } from '../../../components/query-editor/editor-placeholder';

const QueryEditor = lazy(() => import('../../../components/query-editor/dataset-query-editor'));
const WidgetAssistant = lazy(() => import('./widget-assistant'));
/** What the empty editor shows, and its stand-in while the editor's chunk loads. */
const PLACEHOLDER = "For example: level = 'error'  ·  {{name}} is a template argument";

interface Props {
  /** The widget being edited; none for a new one. */
  widget?: Widget;
  /** A new widget's starting point, e.g. the query of the search page. */
  seed?: Partial<WidgetDraft>;
  /** The dashboard to return to (and, for a new widget, to add it to). */
  dashboardId?: string;
  /** A sentence for the widget assistant, asked when a new widget's editor opens. */
  ask?: string | undefined;
}

/**
 * Create or edit a widget, with a live preview of what it will show. A widget the form cannot show
 * whole opens read-only, saying why.
 */
export function WidgetEditorPage(props: Props) {
  const reason = props.widget && notEditableHere(props.widget);
  if (!reason) return <WidgetEditorForm {...props} />;
  return (
    <div className="stack">
      <PageHeader title={`Edit ${props.widget?.name ?? 'widget'}`} lead="Read-only here." />
      <p role="status">{reason} Change it in the vendor&apos;s console.</p>
      <p>
        {props.dashboardId ? (
          <Link to="/dashboards/$dashboardId" params={{ dashboardId: props.dashboardId }}>
            ← Back to the dashboard
          </Link>
        ) : (
          <Link to="/widgets">← Widget library</Link>
        )}
      </p>
    </div>
  );
}

function WidgetEditorForm({ widget, seed, dashboardId, ask }: Props) {
  const { form, permit, dashboards } = useWidgetEditor({ widget, seed, dashboardId });
  const { draft, set } = form;
  const ids = {
    name: useId(),
    description: useId(),
    select: useId(),
    groups: useId(),
    target: useId(),
    from: useId(),
    where: useId(),
  };
  return (
    <div className="stack">
      <PageHeader
        title={widget ? `Edit ${widget.name}` : 'New widget'}
        lead="A query over datasets, drawn as a chart. The preview shows what it will look like."
        actions={
          dashboardId ? (
            <Link to="/dashboards/$dashboardId" params={{ dashboardId }} search={{ mode: 'edit' }}>
              Back to the dashboard
            </Link>
          ) : (
            <Link to="/widgets">Widget library</Link>
          )
        }
      />
      {!widget && permit.allowed && (
        <Suspense fallback={null}>
          <WidgetAssistant
            initialAsk={ask}
            onUse={(s) => set({ ...s, name: draft.name || (s.name ?? '') })}
          />
        </Suspense>
      )}
      <div className={styles.editor}>
        <Form
          form={form}
          className="stack"
          label="Widget"
          unsaved="this widget"
          readOnly={permit.allowed ? undefined : permit.reason}
        >
          <TextField id={ids.name} label="Name" {...form.bind('name')} />
          <TextField id={ids.description} label="Description" rows={2} {...form.bind('description')} />
          <RadioGroup
            id="widget-type"
            label="Type"
            horizontal
            value={draft.type}
            onChange={(type) => set({ type })}
            options={WIDGET_TYPE_NAMES.map((type) => ({ value: type, label: WIDGET_TYPES[type].label }))}
          />
          <FieldSet id={ids.from} legend="Datasets" problem={form.problem('from')}>
            <DatasetPicker value={draft.from} onChange={(from) => set({ from })} />
          </FieldSet>
          <FieldSet id={ids.where} legend="Query (where)" problem={form.problem('where')}>
            <Suspense fallback={<EditorPlaceholder value={draft.where} placeholder={PLACEHOLDER} />}>
              <QueryEditor
                value={draft.where}
                onChange={(where) => set({ where })}
                onRun={() => undefined}
                label="Widget query (where)"
                logId={draft.from[0]}
                readOnly={!permit.allowed}
                templates
                placeholder={PLACEHOLDER}
              />
            </Suspense>
          </FieldSet>
          <TextField
            id={ids.select}
            label="Aggregates"
            placeholder="count(*), p95(latency_ms)"
            {...form.bind('select')}
          />
          <TextField
            id={ids.groups}
            label="Group by"
            placeholder="status_code, $service"
            {...form.bind('groups')}
          />
          <DisplayFields form={form} />
          <TemplateArgumentFields form={form} />
          {!widget && !dashboardId && (
            <SelectField
              id={ids.target}
              label="Add to dashboard"
              value={draft.target}
              onChange={(target) => set({ target })}
              options={[
                { value: '', label: 'None (widget library only)' },
                ...dashboards.map((d) => ({ value: d.id, label: d.name })),
              ]}
            />
          )}
          {form.unplaced && (
            <ErrorPanel error={form.unplaced} action="save the widget" onRetry={form.submit} />
          )}
          <NotSaved form={form} />
          <div className="row">
            <button type="submit" className="button button-primary" disabled={form.pending}>
              {form.pending
                ? 'Saving…'
                : widget
                  ? 'Save widget'
                  : draft.target
                    ? 'Create and add to dashboard'
                    : 'Create widget'}
            </button>
          </div>
        </Form>
        <WidgetPreview draft={draft} widget={widget} />
      </div>
    </div>
  );
}
