import { useQuery } from '@tanstack/react-query';
import { Download, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { datasetListQuery } from '../../../api/datasets';
import { usePermit } from '../../../api/identity';
import { CopyButton } from '../../../components/copy-button';
import { ErrorPanel } from '../../../components/error-panel';
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
  const datasets = useQuery(datasetListQuery()).data?.datasets ?? [];
  const [sources, setSources] = useState<SourceDraft[]>([newSource()]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const generate = useGenerateAgentConfig(datasets);
  const permit = usePermit('config_assistant_write', 'generate agent configurations');
  const result = generate.data;
  const update = (i: number, change: Partial<SourceDraft>) =>
    setSources((all) => all.map((s, j) => (j === i ? { ...s, ...change } : s)));
  const sorted = [...datasets].sort((a, b) =>
    `${a.collection}/${a.dataset}`.localeCompare(`${b.collection}/${b.dataset}`),
  );

  return (
    <div className="stack">
      <PageHeader
        title="Agent setup"
        lead="A configuration for your log agent that ships into your datasets."
      />
      <form
        aria-label="Agent configuration"
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const found = validateSources(sources);
          setProblems(found);
          const first = Object.keys(found)[0];
          if (first) return document.getElementById(`source-${first}`)?.focus();
          generate.mutate(requestOf(agent, sources));
        }}
      >
        <fieldset className="stack">
          <legend>1. The agent</legend>
          {AGENTS.map((a) => (
            <label key={a.kind} className="row">
              <input type="radio" name="agent" checked={agent === a.kind} onChange={() => onAgent(a.kind)} />
              {a.label} <span className="muted">{a.what}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="stack">
          <legend>2. What it reads, and where each goes</legend>
          {sources.map((source, i) => (
            <div
              key={i}
              className="row"
              style={{ alignItems: 'flex-start' }}
              role="group"
              aria-label={`Source ${i + 1}`}
            >
              <div className="field">
                <label htmlFor={`source-${i}-type`}>Source</label>
                <select
                  id={`source-${i}-type`}
                  value={source.type}
                  onChange={(e) => update(i, { type: e.target.value as SourceDraft['type'] })}
                >
                  {SOURCE_TYPES.map((t) => (
                    <option key={t.type} value={t.type}>
                      {t.label}
                    </option>
                  ))}
                </select>
              </div>
              {source.type === 'FILE' && (
                <div className="field">
                  <label htmlFor={`source-${i}-path`}>Path</label>
                  <input
                    id={`source-${i}-path`}
                    value={source.path}
                    placeholder="/var/log/nginx/*.log"
                    onChange={(e) => update(i, { path: e.target.value })}
                    aria-invalid={problems[`${i}-path`] ? true : undefined}
                    aria-describedby={problems[`${i}-path`] ? `source-${i}-path-problem` : undefined}
                  />
                  {problems[`${i}-path`] && (
                    <span id={`source-${i}-path-problem`} className="field-error">
                      {problems[`${i}-path`]}
                    </span>
                  )}
                </div>
              )}
              <div className="field">
                <label htmlFor={`source-${i}-dataset`}>Dataset</label>
                <select
                  id={`source-${i}-dataset`}
                  value={source.dataset}
                  onChange={(e) => update(i, { dataset: e.target.value })}
                  aria-invalid={problems[`${i}-dataset`] ? true : undefined}
                  aria-describedby={problems[`${i}-dataset`] ? `source-${i}-dataset-problem` : undefined}
                >
                  <option value="">Choose a dataset…</option>
                  {sorted.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.collection}/{d.dataset}
                    </option>
                  ))}
                </select>
                {problems[`${i}-dataset`] && (
                  <span id={`source-${i}-dataset-problem`} className="field-error">
                    {problems[`${i}-dataset`]}
                  </span>
                )}
              </div>
              {sources.length > 1 && (
                <button
                  type="button"
                  className="button"
                  aria-label={`Remove source ${i + 1}`}
                  onClick={() => setSources((all) => all.filter((_, j) => j !== i))}
                >
                  <Trash2 size={14} aria-hidden="true" />
                </button>
              )}
            </div>
          ))}
          <div>
            <button
              type="button"
              className="button"
              onClick={() => setSources((all) => [...all, newSource(all[all.length - 1]?.dataset)])}
            >
              <Plus size={14} aria-hidden="true" />
              Add a source
            </button>
          </div>
        </fieldset>
        <div className="row">
          <button
            type="submit"
            className="button button-primary"
            disabled={!permit.allowed || generate.isPending}
          >
            Generate configuration
          </button>
          {!permit.allowed && <span className="muted">{permit.reason}</span>}
        </div>
        {generate.error ? <ErrorPanel error={generate.error} action="generate the configuration" /> : null}
      </form>
      {result && (
        <section aria-labelledby="agent-config" className="card stack">
          <div className="row" style={{ justifyContent: 'space-between' }}>
            <h2 id="agent-config">{result.filename}</h2>
            <div className="row">
              <CopyButton value={result.content} label={`Copy ${result.filename}`} />
              <button
                type="button"
                className="button"
                onClick={() => download(result.filename, result.media_type, result.content)}
              >
                <Download size={14} aria-hidden="true" />
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
          <pre className="code-block" tabIndex={0} aria-label={`Preview of ${result.filename}`}>
            {result.content}
          </pre>
        </section>
      )}
    </div>
  );
}
