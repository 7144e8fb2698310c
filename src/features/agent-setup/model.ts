import type { components } from '../../api/schema.gen';

type Request = components['schemas']['ConfigAssistantRequest'];
export type AgentKind = components['schemas']['AgentKind'];
export type SourceType = Request['sources'][number]['type'];

export const AGENTS: { kind: AgentKind; label: string; what: string }[] = [
  { kind: 'OTEL_COLLECTOR', label: 'OpenTelemetry Collector', what: 'YAML for otelcol-contrib.' },
  { kind: 'FLUENT_BIT', label: 'Fluent Bit', what: 'A classic fluent-bit.conf.' },
];

export const SOURCE_TYPES: { type: SourceType; label: string }[] = [
  { type: 'FILE', label: 'Files' },
  { type: 'JOURNALD', label: 'systemd journal' },
  { type: 'SYSLOG', label: 'Syslog (TCP 5140)' },
  { type: 'DOCKER', label: 'Docker containers' },
];

export interface SourceDraft {
  type: SourceType;
  path: string;
  dataset: string;
}

export const newSource = (dataset = ''): SourceDraft => ({ type: 'FILE', path: '', dataset });

/** The same rule the service applies: paths go into the file as written, so only path characters. */
const SAFE_PATH = /^\/[\w./*?[\]{}@+,-]*$/;

/** Problems by source index and field, before anything is sent. */
export function validateSources(sources: SourceDraft[]): Record<string, string> {
  const problems: Record<string, string> = {};
  sources.forEach((s, i) => {
    if (!s.dataset) problems[`${i}-dataset`] = 'Choose the dataset these logs go to.';
    if (s.type === 'FILE') {
      if (!s.path.trim()) problems[`${i}-path`] = 'Give the path of the files, e.g. /var/log/nginx/*.log.';
      else if (!SAFE_PATH.test(s.path.trim()))
        problems[`${i}-path`] = 'An absolute path (starting with /) of letters, digits and / . _ - * ? only.';
    }
  });
  return problems;
}

export function requestOf(agent: AgentKind, sources: SourceDraft[]): Request {
  return {
    agent,
    datasets: [...new Set(sources.map((s) => s.dataset))],
    sources: sources.map((s) => ({
      type: s.type,
      dataset: s.dataset,
      ...(s.type === 'FILE' ? { path: s.path.trim() } : {}),
    })),
  };
}
