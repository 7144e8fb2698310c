import { useQuery } from '@tanstack/react-query';
import { datasetQueries } from '../../../api/datasets';
import { usePermit } from '../../../api/use-identity';
import { CopyButton } from '../../../components/copy-button';
import { ErrorPanel } from '../../../components/error-panel';
import { SelectField } from '../../../components/form/select-field';
import { Form } from '../../../components/form/form';
import { RadioGroup } from '../../../components/form/radio-group';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { PageHeader } from '../../../components/page-header';
import { useGenerateAgentConfig } from '../api';
import {
  AGENTS,
  newSource,
  requestOf,
  SOURCE_TYPES,
  validateSources,
  type AgentKind,
  type SourceDraft,
} from '../model';
import { namedText } from '../../../lib/visible-text';
import { Icon } from '../../../components/icon';

/** Saves text as a file without a round trip: a blob URL clicked once and released. */
function download(filename: string, mediaType: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: mediaType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * A guided configuration for a log agent: which agent, which sources go to which datasets. The
 * service writes the file with the ingestion endpoint of the organisation's region and a placeholder
 * where the key goes; the key itself is never in it.
 */
export function AgentSetupPage({
  agent,
  onAgent,
}: {
  agent: AgentKind;
  onAgent: (agent: AgentKind) => void;
}) {
  const datasets = useQuery(datasetQueries.list()).data?.datasets ?? [];
  const generate = useGenerateAgentConfig(datasets);
  const permit = usePermit('config_assistant_write', 'generate agent configurations');
  const form = useForm<{ sources: SourceDraft[] }, string>({
    initial: { sources: [newSource()] },
    validate: (d) => validateSources(d.sources),
    fieldOf: () => undefined,
    send: (d) => generate.mutateAsync(requestOf(agent, d.sources)),
  });
  const { sources } = form.draft;
  const setSources = (next: SourceDraft[]) => form.set({ sources: next });
  const result = generate.data;
  const update = (i: number, change: Partial<SourceDraft>) =>
    setSources(sources.map((s, j) => (j === i ? { ...s, ...change } : s)));
  const sorted = [...datasets].sort((a, b) =>
    `${a.collection}/${a.dataset}`.localeCompare(`${b.collection}/${b.dataset}`),
  );

  return (
    <div className="stack">
      <PageHeader
        title="Agent setup"
        lead="A configuration for your log agent that ships into your datasets."
      />
      <Form form={form} label="Agent configuration" className="stack">
        <RadioGroup
          id="agent"
          label="1. The agent"
          value={agent}
          onChange={onAgent}
          options={AGENTS.map((a) => ({ value: a.kind, label: a.label, hint: a.what }))}
        />
        <fieldset className="stack">
          <legend>2. What it reads, and where each goes</legend>
          {sources.map((source, i) => (
            <div key={i} className="row align-start" role="group" aria-label={`Source ${i + 1}`}>
              <SelectField
                id={`source-${i}-type`}
                label="Source"
                value={source.type}
                onChange={(type) => update(i, { type })}
                options={SOURCE_TYPES.map((t) => ({ value: t.type, label: t.label }))}
              />
              {source.type === 'FILE' && (
                <TextField
                  id={`source-${i}-path`}
                  label="Path"
                  value={source.path}
                  placeholder="/var/log/nginx/*.log"
                  onChange={(path) => update(i, { path })}
                  problem={form.problem(`${i}-path`)}
                />
              )}
              <SelectField
                id={`source-${i}-dataset`}
                label="Dataset"
                value={source.dataset}
                onChange={(dataset) => update(i, { dataset })}
                options={[
                  { value: '', label: 'Choose a dataset…' },
                  ...sorted.map((d) => ({ value: d.id, label: `${d.collection}/${d.dataset}` })),
                ]}
                problem={form.problem(`${i}-dataset`)}
              />
              {sources.length > 1 && (
                <button
                  type="button"
                  className="button"
                  aria-label={`Remove source ${i + 1}`}
                  onClick={() => setSources(sources.filter((_, j) => j !== i))}
                >
                  <Icon name="trash" size={14} />
                </button>
              )}
            </div>
          ))}
          <div>
            <button
              type="button"
              className="button"
              onClick={() => setSources([...sources, newSource(sources[sources.length - 1]?.dataset)])}
            >
              <Icon name="plus" size={14} />
              Add a source
            </button>
          </div>
        </fieldset>
        <div className="row">
          <button type="submit" className="button button-primary" disabled={!permit.allowed || form.pending}>
            Generate configuration
          </button>
          {!permit.allowed && <span className="muted">{permit.reason}</span>}
        </div>
        {form.unplaced && <ErrorPanel error={form.unplaced} action="generate the configuration" />}
      </Form>
      {result && <GeneratedConfig result={result} />}
    </div>
  );
}

type Generated = NonNullable<ReturnType<typeof useGenerateAgentConfig>['data']>;

/** The file written: where it ships to, the service's notes, and the file itself to copy or download. */
function GeneratedConfig({ result }: { result: Generated }) {
  return (
    <section aria-labelledby="agent-config" className="card stack">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2 id="agent-config">{result.filename}</h2>
        <div className="row">
          <CopyButton value={result.content} label={`Copy ${namedText(result.filename)}`} />
          <button
            type="button"
            className="button"
            onClick={() => download(result.filename, result.media_type, result.content)}
          >
            <Icon name="download" size={14} />
            Download
          </button>
        </div>
      </div>
      <p>
        Ships to <code>{result.ingestion_endpoint}</code>.
      </p>
      {result.local && (
        <p role="note">
          This service offers no config assistant, so the console wrote this file from the same templates.
        </p>
      )}
      {result.notes && result.notes.length > 0 && (
        <ul>
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <pre className="code-block" tabIndex={0} aria-label={`Preview of ${namedText(result.filename)}`}>
        {result.content}
      </pre>
    </section>
  );
}
