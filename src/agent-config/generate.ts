import type { components } from '../api/schema.gen';

/**
 * Agent configurations (OpenTelemetry Collector or Fluent Bit) that ship logs into chosen datasets:
 * pure TypeScript, shared by the mock service's config assistant and by the console, which builds
 * the same file itself where the service offers no config assistant (the vendor's live service).
 */
type Request = components['schemas']['ConfigAssistantRequest'];
type Result = components['schemas']['ConfigAssistantResult'];
type Source = Request['sources'][number];

/** What a configuration needs of a dataset. */
export interface DatasetRef {
  id: string;
  collection: string;
  dataset: string;
}

/** A request the configuration cannot be made from; the message names the field. */
export class ConfigProblem extends Error {}

/** The ingestion endpoint of each region (assumed: the API's hosts with "ingestion" for "api"). */
const INGESTION = { EU: 'https://ingestion.eu.bronto.io', US: 'https://ingestion.us.bronto.io' } as const;
/** What stands for the key in every configuration: the agent reads it from its environment. */
const KEY_VARIABLE = 'BRONTO_API_KEY';
/** Paths are written into the configuration as they are: only plain path and glob characters. */
const SAFE_PATH = /^\/[\w./*?[\]{}@+,-]*$/;

interface Route {
  name: string;
  source: Source;
  dataset: DatasetRef;
}

function routesOf(body: Request, datasets: DatasetRef[]): Route[] {
  const chosen = body.datasets.map((id, i) => {
    const dataset = datasets.find((d) => d.id === id);
    if (!dataset) throw new ConfigProblem(`datasets[${i}]: no dataset ${id} exists.`);
    return dataset;
  });
  return body.sources.map((source, i) => {
    if (source.type === 'FILE' && !source.path)
      throw new ConfigProblem(`sources[${i}].path: a file source needs the path of its files.`);
    if (source.path !== undefined && !SAFE_PATH.test(source.path))
      throw new ConfigProblem(
        `sources[${i}].path: an absolute path of letters, digits and / . _ - * ? [ ] { } only.`,
      );
    const dataset = source.dataset ? chosen.find((d) => d.id === source.dataset) : chosen[0];
    if (!dataset) throw new ConfigProblem(`sources[${i}].dataset: must be one of the chosen datasets.`);
    return { name: `${source.type.toLowerCase()}_${i + 1}`, source, dataset };
  });
}

const DOCKER_LOGS = '/var/lib/docker/containers/*/*-json.log';

/** The collector receiver each source is read by. */
const RECEIVER: Record<Source['type'], string> = {
  FILE: 'filelog',
  DOCKER: 'filelog',
  JOURNALD: 'journald',
  SYSLOG: 'syslog',
};
const receiverId = (route: Route) => `${RECEIVER[route.source.type]}/${route.name}`;

function otelReceiver(route: Route): string[] {
  const { source } = route;
  switch (source.type) {
    case 'FILE':
      return [`  ${receiverId(route)}:`, `    include: ['${source.path}']`, '    start_at: end'];
    case 'DOCKER':
      return [
        `  ${receiverId(route)}:`,
        `    include: ['${DOCKER_LOGS}']`,
        '    operators:',
        '      - type: container',
      ];
    case 'JOURNALD':
      return [`  ${receiverId(route)}:`, '    directory: /var/log/journal'];
    case 'SYSLOG':
      return [
        `  ${receiverId(route)}:`,
        '    protocol: rfc5424',
        '    tcp:',
        "      listen_address: '0.0.0.0:5140'",
      ];
  }
}

function otelConfig(routes: Route[], endpoint: string): string {
  const datasets = [...new Set(routes.map((r) => r.dataset))];
  const exporterId = (d: DatasetRef) => `otlphttp/${d.collection}_${d.dataset}`;
  return [
    '# OpenTelemetry Collector: ships logs into Lookout.',
    `# The API key is read from the environment variable ${KEY_VARIABLE}; it is never written here.`,
    'receivers:',
    ...routes.flatMap(otelReceiver),
    'processors:',
    '  batch: {}',
    'exporters:',
    ...datasets.flatMap((d) => [
      `  ${exporterId(d)}:`,
      `    logs_endpoint: ${endpoint}/v1/logs`,
      '    compression: gzip',
      '    headers:',
      `      x-bronto-api-key: \${env:${KEY_VARIABLE}}`,
      `      x-bronto-collection: ${d.collection}`,
      `      x-bronto-dataset: ${d.dataset}`,
    ]),
    'service:',
    '  pipelines:',
    ...datasets.flatMap((d) => [
      `    logs/${d.collection}_${d.dataset}:`,
      `      receivers: [${routes
        .filter((r) => r.dataset === d)
        .map(receiverId)
        .join(', ')}]`,
      '      processors: [batch]',
      `      exporters: [${exporterId(d)}]`,
    ]),
    '',
  ].join('\n');
}

function fluentBitInput(route: Route): string[] {
  const tag = `${route.dataset.collection}.${route.dataset.dataset}`;
  switch (route.source.type) {
    case 'FILE':
      return ['[INPUT]', '    Name   tail', `    Path   ${route.source.path}`, `    Tag    ${tag}`];
    case 'DOCKER':
      return [
        '[INPUT]',
        '    Name   tail',
        `    Path   ${DOCKER_LOGS}`,
        '    Parser docker',
        `    Tag    ${tag}`,
      ];
    case 'JOURNALD':
      return ['[INPUT]', '    Name   systemd', `    Tag    ${tag}`];
    case 'SYSLOG':
      return [
        '[INPUT]',
        '    Name   syslog',
        '    Mode   tcp',
        '    Listen 0.0.0.0',
        '    Port   5140',
        `    Tag    ${tag}`,
      ];
  }
}

function fluentBitConfig(routes: Route[], endpoint: string): string {
  const host = new URL(endpoint).host;
  const datasets = [...new Set(routes.map((r) => r.dataset))];
  return [
    '# Fluent Bit: ships logs into Lookout.',
    `# The API key is read from the environment variable ${KEY_VARIABLE}; it is never written here.`,
    '[SERVICE]',
    '    Flush     5',
    '    Log_Level info',
    '',
    ...routes.flatMap((r) => [...fluentBitInput(r), '']),
    ...datasets.flatMap((d) => [
      '[OUTPUT]',
      '    Name   http',
      `    Match  ${d.collection}.${d.dataset}`,
      `    Host   ${host}`,
      '    Port   443',
      '    URI    /',
      '    Format json',
      '    tls    On',
      `    Header x-bronto-api-key \${${KEY_VARIABLE}}`,
      `    Header x-bronto-collection ${d.collection}`,
      `    Header x-bronto-dataset ${d.dataset}`,
      '',
    ]),
  ].join('\n');
}

export type Region = keyof typeof INGESTION;

/** The configuration for `body`, shipping to the ingestion endpoint of `region`. */
export function generateAgentConfig(body: Request, datasets: DatasetRef[], region: Region): Result {
  const routes = routesOf(body, datasets);
  const endpoint = INGESTION[region];
  const fluentBit = body.agent === 'FLUENT_BIT';
  if (body.existing_config !== undefined && !fluentBit)
    throw new ConfigProblem(
      'existing_config: only Fluent Bit configurations can be extended; an OpenTelemetry Collector configuration is made anew.',
    );
  const generated = fluentBit ? fluentBitConfig(routes, endpoint) : otelConfig(routes, endpoint);
  const content = body.existing_config ? `${body.existing_config.trimEnd()}\n\n${generated}` : generated;
  const unused = body.datasets.filter((id) => !routes.some((r) => r.dataset.id === id));
  return {
    agent: body.agent,
    filename: fluentBit ? 'fluent-bit.conf' : 'otel-collector.yaml',
    media_type: fluentBit ? 'text/plain' : 'application/yaml',
    content,
    ingestion_endpoint: endpoint,
    notes: [
      `Set ${KEY_VARIABLE} in the agent's environment to an API key allowed to ingest (for example with the IngestionApi role).`,
      `Logs go to ${endpoint}, the ingestion endpoint of the ${region} region.`,
      ...(unused.length ? [`${unused.length} chosen dataset(s) receive no source and were left out.`] : []),
    ],
  };
}
