import { createPrng } from '../db/prng';

/** The kinds of log the generator knows how to write. */
export type LogKind =
  | 'nginx'
  | 'cdn'
  | 'checkout'
  | 'payments'
  | 'auth'
  | 'kubernetes'
  | 'syslog'
  | 'postgres'
  | 'hostile'
  | 'worker'
  | 'empty';

export interface DatasetSpec {
  id: string;
  collection: string;
  dataset: string;
  /** Legacy names of the deprecated list form, where the dataset had them. */
  logset?: string;
  log?: string;
  kind: LogKind;
  /** Mean events per minute at the daily peak. */
  peakPerMinute: number;
  tags: Record<string, string>;
}

/** Bytes an event of each kind takes on average: what usage and explain_only count bytes from. */
export const AVERAGE_BYTES: Record<DatasetSpec['kind'], number> = {
  nginx: 190,
  cdn: 95,
  checkout: 210,
  payments: 200,
  auth: 150,
  kubernetes: 140,
  syslog: 110,
  postgres: 150,
  hostile: 1100,
  // Mostly 2 KB jobs, 0.7 % batch reports of 12 KB, 3 % stack traces of 650 bytes.
  worker: 2100,
  empty: 0,
};

const CATALOGUE_SEED = 7_2026;

/** The seeded datasets of the demo's main tenant: 10 in 4 collections, ids stable across runs. */
export function seedDatasets(seed = CATALOGUE_SEED): DatasetSpec[] {
  const rng = createPrng(seed);
  const spec = (
    collection: string,
    dataset: string,
    kind: LogKind,
    peakPerMinute: number,
    tags: Record<string, string>,
    legacy?: [string, string],
  ): DatasetSpec => ({
    id: rng.uuid(),
    collection,
    dataset,
    kind,
    peakPerMinute,
    tags,
    ...(legacy ? { logset: legacy[0], log: legacy[1] } : {}),
  });
  return [
    spec('web', 'nginx-access', 'nginx', 90, { team: 'platform', environment: 'production' }, [
      'web-logs',
      'access',
    ]),
    spec('web', 'cdn-edge', 'cdn', 40, { team: 'platform', environment: 'production' }),
    spec('apps', 'checkout-api', 'checkout', 14, { team: 'checkout', environment: 'production' }, [
      'services',
      'checkout',
    ]),
    spec('apps', 'payments-service', 'payments', 9, { team: 'payments', environment: 'production' }),
    spec('apps', 'auth-service', 'auth', 10, { team: 'platform', environment: 'production' }),
    spec('infra', 'kubernetes-events', 'kubernetes', 3, { team: 'sre', environment: 'production' }),
    spec('infra', 'host-syslog', 'syslog', 6, { team: 'sre', environment: 'production' }),
    spec('infra', 'postgres', 'postgres', 4, { team: 'data', environment: 'production' }),
    spec('sandbox', 'hostile-input', 'hostile', 1, { team: 'security', environment: 'test' }),
    // Last: a dataset added later keeps the ids of those before it.
    // About 100,000 events a week: the Logs page's benchmark reads them.
    spec('apps', 'orders-worker', 'worker', 18, { team: 'checkout', environment: 'production' }),
  ];
}

/** The second tenant's few datasets: its own ids, its own traffic. */
export function seedSecondTenantDatasets(): DatasetSpec[] {
  const rng = createPrng(CATALOGUE_SEED + 1);
  return [
    {
      id: rng.uuid(),
      collection: 'gateway',
      dataset: 'card-gateway',
      kind: 'payments',
      peakPerMinute: 12,
      tags: { team: 'gateway', environment: 'production' },
    },
    {
      id: rng.uuid(),
      collection: 'gateway',
      dataset: 'edge-access',
      kind: 'nginx',
      peakPerMinute: 30,
      tags: { team: 'gateway', environment: 'production' },
    },
  ];
}

/** The parsers a dataset can be given. */
export const PARSERS = [
  { parser_id: '5d0b7d6e-8a43-4c1e-9f65-1a2b3c4d5e01', parser_name: 'nginx combined' },
  { parser_id: '5d0b7d6e-8a43-4c1e-9f65-1a2b3c4d5e02', parser_name: 'JSON' },
  { parser_id: '5d0b7d6e-8a43-4c1e-9f65-1a2b3c4d5e03', parser_name: 'syslog (RFC 5424)' },
  { parser_id: '5d0b7d6e-8a43-4c1e-9f65-1a2b3c4d5e04', parser_name: 'PostgreSQL log' },
];

/** The parser each kind of seeded log arrives with. */
export const DEFAULT_PARSER: Partial<Record<LogKind, string>> = {
  nginx: PARSERS[0]?.parser_id,
  cdn: PARSERS[0]?.parser_id,
  checkout: PARSERS[1]?.parser_id,
  payments: PARSERS[1]?.parser_id,
  auth: PARSERS[1]?.parser_id,
  kubernetes: PARSERS[1]?.parser_id,
  syslog: PARSERS[2]?.parser_id,
  postgres: PARSERS[3]?.parser_id,
  worker: PARSERS[1]?.parser_id,
};
