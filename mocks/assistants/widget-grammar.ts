import type { DatasetSpec } from '../engine/catalogue';

/** A suggested widget: what the demo's assistant makes of a sentence. */
export interface Suggestion {
  logId: string;
  select: string;
  groups: string[];
  where: string;
  /** One of the console's chart kinds (a widget's types). */
  type: 'line' | 'area' | 'bar' | 'score' | 'pie' | 'treemap' | 'top-list';
}

const TYPES: [RegExp, Suggestion['type']][] = [
  [/\bbars?\b|\bbar chart\b|\bhistogram\b/, 'bar'],
  [/\bpie\b|\bdonut\b/, 'pie'],
  [/\btreemap\b|\btiles\b/, 'treemap'],
  [/\barea\b/, 'area'],
  [/\btable\b|\btop list\b|\branking\b|\btop \d+\b/, 'top-list'],
  [/\bsingle number\b|\b(?:as a|one) number\b|\btotal\b|\bscore\b/, 'score'],
  [/\blines?\b|\bover time\b|\btrend\b/, 'line'],
];

const STATS: [RegExp, (key: string) => string][] = [
  [/\bp99\b|\b99th\b/, (k) => `p99(${k})`],
  [/\bp95\b|\b95th\b/, (k) => `p95(${k})`],
  [/\bp50\b|\bmedian\b/, (k) => `p50(${k})`],
  [/\baverage\b|\bavg\b|\bmean\b/, (k) => `avg(${k})`],
  [/\bmax(?:imum)?\b|\bslowest\b|\bworst\b/, (k) => `max(${k})`],
  [/\bsum\b|\btotal bytes\b/, (k) => `sum(${k})`],
];

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9_$]+/)
    .filter(Boolean);

/** The dataset a sentence names by the words of its name ("checkout", "nginx access"); undefined if none. */
function datasetNamed(sentence: string, datasets: DatasetSpec[]): DatasetSpec | undefined {
  const said = new Set(words(sentence));
  let best: { spec: DatasetSpec; score: number } | undefined;
  for (const spec of datasets) {
    const score = words(`${spec.collection} ${spec.dataset}`).filter(
      (w) => w.length > 2 && said.has(w),
    ).length;
    if (score > (best?.score ?? 0)) best = { spec, score };
  }
  return best?.spec;
}

/** The key a word names among the dataset's keys: exactly, as an attribute ($service), or as a part of one. */
function keyNamed(word: string, keys: string[]): string | undefined {
  const w = word.toLowerCase().replace(/s$/, '');
  return (
    keys.find((k) => k.toLowerCase() === w) ??
    keys.find((k) => k.toLowerCase() === `$${w}`) ??
    keys.find((k) => k.toLowerCase().split(/[_.]/).includes(w))
  );
}

/** The numeric key a measure names: "latency", "duration", "bytes", or a key said as it is. */
function measureNamed(sentence: string, numericKeys: string[]): string | undefined {
  for (const word of words(sentence)) {
    const key = keyNamed(word, numericKeys);
    if (key) return key;
  }
  if (/\blatenc|\bslow|\bduration|\btime\b/.test(sentence))
    return numericKeys.find((k) => /latency|duration|time_ms|_ms$/.test(k));
  return undefined;
}

/**
 * A sentence read against the dataset's keys, on top of the conversation's last suggestion: a
 * follow-up ("as a pie chart", "only errors", "per region") changes what it names and keeps the rest.
 */
export function readSentence(
  sentence: string,
  base: Suggestion | undefined,
  datasets: DatasetSpec[],
  keysOf: (spec: DatasetSpec) => { all: string[]; numeric: string[] },
): Suggestion {
  const text = sentence.toLowerCase();
  const spec = datasetNamed(sentence, datasets) ?? datasets.find((d) => d.id === base?.logId) ?? datasets[0];
  if (!spec) throw new Error('no dataset');
  const keys = keysOf(spec);
  const sameDataset = base?.logId === spec.id;
  const type = TYPES.find(([re]) => re.test(text))?.[1];
  const stat = STATS.find(([re]) => re.test(text));
  const measure = stat ? measureNamed(text, keys.numeric) : undefined;
  const per = /\b(?:per|by|for each|grouped by|split by)\s+([a-z0-9_$.]+)/.exec(text)?.[1];
  const group = per ? keyNamed(per, keys.all) : undefined;
  const where = /\berrors?\b/.test(text)
    ? "level = 'error'"
    : /\bwarnings?\b/.test(text)
      ? "level = 'warn'"
      : /\ball events\b|\beverything\b/.test(text)
        ? ''
        : sameDataset
          ? (base?.where ?? '')
          : '';
  const select =
    stat && measure
      ? stat[1](measure)
      : /\bcount|how many|number of|events|errors|requests/.test(text)
        ? 'count(*)'
        : sameDataset
          ? (base?.select ?? 'count(*)')
          : 'count(*)';
  const groups = group
    ? [group]
    : /\bno group|\bungrouped|\bin total\b/.test(text)
      ? []
      : sameDataset
        ? (base?.groups ?? [])
        : [];
  return {
    logId: spec.id,
    select,
    groups,
    where,
    type: type ?? (sameDataset && base ? base.type : groups.length ? 'bar' : 'line'),
  };
}

/** The suggestion as the query the assistant runs: `SELECT … FROM … WHERE … GROUP BY …`. */
export function statementOf(suggestion: Suggestion, name: string): string {
  return [
    `SELECT ${suggestion.select} FROM ${name}`,
    suggestion.where ? ` WHERE ${suggestion.where}` : '',
    suggestion.groups.length ? ` GROUP BY ${suggestion.groups.join(', ')}` : '',
  ].join('');
}
