import { http, HttpResponse, type HttpHandler } from 'msw';
import { matchOperation, type Operation, type SchemaNode } from './contract';
import contract from './contract.gen.json';
import { createPrng, type Prng } from './db/prng';
import type { OperationId } from './framework';
import type { Profile } from './profiles/profile';

/**
 * Answers generated from the contract, for the response fuzz: any answer the contract allows, drawn at
 * random (seeded) with the edges a real service sends sooner or later: values of an open enumeration
 * nobody has seen, empty and missing optionals, empty lists, huge, negative and fractional numbers,
 * times in seconds, in milliseconds and out of any calendar, numbers as text where the contract lets a
 * number be text, long, right-to-left and markup-laden strings. Every answer is valid against the
 * contract's schema of its operation (a 200 or 201); only its content is arbitrary.
 */
type Node = SchemaNode;

const doc = contract as unknown as {
  components: {
    schemas: Record<string, Node>;
    responses: Record<string, { content?: Record<string, { schema: Node }> }>;
  };
};
type Schemas = Record<string, Node>;
const resolveIn = (schemas: Schemas, node: Node): Node =>
  node.$ref ? resolveIn(schemas, schemas[node.$ref.split('/').pop() as string] as Node) : node;

const MAX_DEPTH = 6;
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 25, 12);
/** Integers a service may send for anything: zero, negatives, seconds and ms since 1970, past any calendar. */
const INTEGERS = [
  0,
  1,
  -1,
  7,
  42,
  1_000,
  1_764_000_000,
  NOW,
  NOW - 3 * DAY,
  NOW + DAY,
  8.64e15 + 1,
  -8.64e15 - 1,
  2 ** 53 - 1,
  // Beyond 2^53: a 64-bit id (an event's sequence), or a Java service's "no end" (a mute until 2^63 - 1).
  2 ** 53 + 2,
  2 ** 63,
];
const NUMBERS = [...INTEGERS, 0.5, -2.75, 1e-7, 1e300, 99.999];
const STRINGS = [
  '',
  'x',
  'checkout-api',
  'A'.repeat(3000),
  'invoice\u202Egnp.exe',
  'עברית العربية 田中さん 🚀',
  '<img src=x onerror="alert(1)">',
  'javascript:alert(1)',
  'line one\nline two',
  '   ',
  'Fri Jul 10 18:53:00 UTC 2026',
  '2026-11-25T12:00:00Z',
  'not a date',
];
/** Values of an open enumeration that no version of the contract lists. */
const UNSEEN = ['manage', 'FORECAST', 'PAUSED', 'heatmap', 'LOGS_PER_DAY', 'PER_WEEK', 'unknown', 'Preview'];

function text(node: Node, rng: Prng): string {
  if (node.format === 'uuid') {
    const id = rng.uuid();
    return rng.chance(0.05) ? id.toUpperCase() : id;
  }
  if (node.format === 'email') return rng.pick(['ada@example.com', 'a.very.long.name+tag@sub.example.co.uk']);
  if (node.format === 'date-time') return new Date(NOW - rng.int(0, 100) * DAY).toISOString();
  if (node.format === 'uri')
    return rng.pick(['https://example.com/a', '/relative/path', 'javascript:alert(1)']);
  let value = rng.chance(0.5)
    ? rng.pick(STRINGS)
    : `${rng.pick(['alpha', 'beta', 'gamma', 'delta'])}-${rng.int(0, 999)}`;
  const min = node.minLength ?? 0;
  const max = node.maxLength ?? Infinity;
  if (value.length < min) value = value.padEnd(min, 'x');
  if (value.length > max) value = value.slice(0, max);
  return value;
}

function numberIn(node: Node, rng: Prng, integer: boolean): number {
  const pool = (integer ? INTEGERS : NUMBERS).filter(
    (n) => n >= (node.minimum ?? -Infinity) && n <= (node.maximum ?? Infinity),
  );
  if (pool.length && rng.chance(0.7)) return rng.pick(pool);
  const low = Math.max(node.minimum ?? -1000, -1e6);
  const high = Math.min(node.maximum ?? 1e6, 1e6);
  const n = low + rng.next() * (high - low);
  return integer ? Math.max(Math.ceil(low), Math.min(Math.floor(high), Math.round(n))) : n;
}

/** How answers are drawn. */
export interface Draw {
  /** Where `$ref`s resolve: this contract's schemas, unless another's (the vendor's) is given. */
  schemas?: Schemas;
  /**
   * Fields this contract requires may be left out too, as the vendor's contract, which marks nearly
   * every field optional, allows its service to; and a field may come as `null`, as the live service
   * pads a key an event does not have.
   */
  loose?: boolean;
}

/** One value the schema accepts (loosely, if asked), drawn with the edges above. */
export function answerOf(given: Node, rng: Prng, options: Draw = {}, depth = 0): unknown {
  const { schemas = doc.components.schemas, loose = false } = options;
  const draw = (node: Node, deeper = depth + 1) => answerOf(node, rng, options, deeper);
  const node = resolveIn(schemas, given);
  if (node.nullable && rng.chance(0.1)) return null;
  if (node.const !== undefined) return node.const;
  // An integer that may be past 2^53 (an event's sequence): its digits, or the number where allowed.
  if (node['x-exact-integer']) {
    const digits = rng.pick(['0', '42', '9007199254740993', '4244404144331292675', '9223372036854775807']);
    return node.type === 'string' || rng.chance(0.5) ? digits : Number(digits);
  }
  if (node.enum) {
    if (node['x-open-enum'] && rng.chance(0.3)) return rng.pick(UNSEEN);
    return rng.pick(node.enum);
  }
  if (node.allOf) return Object.assign({}, ...node.allOf.map((n) => draw(n, depth) as object));
  const choices = node.oneOf ?? node.anyOf;
  if (choices?.length) return draw(rng.pick(choices), depth);
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : ['object'];
  const type = rng.pick(types);
  switch (type) {
    case 'string':
      // A number sent as text, where the contract lets it be either ("21667.0").
      if (types.includes('number') || types.includes('integer'))
        return rng.pick(['6', '21667.0', '-1', '1e3', '']);
      return text(node, rng);
    case 'integer':
      return numberIn(node, rng, true);
    case 'number':
      return numberIn(node, rng, false);
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const min = node.minItems ?? 0;
      const max = Math.min(node.maxItems ?? 4, depth >= MAX_DEPTH ? min : 4);
      const length = rng.chance(0.2) ? min : rng.int(min, Math.max(min, max));
      return Array.from({ length }, () => draw(node.items ?? {}));
    }
    default: {
      const out: Record<string, unknown> = {};
      const required = new Set(node.required ?? []);
      const properties = Object.entries(node.properties ?? {});
      const optional = depth >= MAX_DEPTH ? 0 : rng.next();
      for (const [key, property] of properties)
        if ((required.has(key) && !loose) || rng.next() < optional)
          out[key] = loose && rng.chance(0.05) ? null : draw(property);
      if (typeof node.additionalProperties === 'object' && depth < MAX_DEPTH)
        for (let i = rng.int(0, 3); i > 0; i--)
          out[rng.pick(['a', 'key with space', 'Weird-Key', '<k>', String(i)])] = draw(
            node.additionalProperties,
          );
      for (let i = Object.keys(out).length; i < (node.minProperties ?? 0); i++) {
        const [key, property] = properties[i] ?? [`k${i}`, {}];
        out[key] ??= draw(property);
      }
      return out;
    }
  }
}

function successOf(operation: Operation): { status: number; schema: Node | null } {
  const code = Object.keys(operation.responses).find((c) => c.startsWith('2')) ?? '200';
  let response = operation.responses[code] as { $ref?: string; content?: Record<string, { schema: Node }> };
  if (response.$ref) response = doc.components.responses[response.$ref.split('/').pop() as string] ?? {};
  return { status: Number(code), schema: response.content?.['application/json']?.schema ?? null };
}

/** Another service's OpenAPI document (the vendor's), to draw its answers instead of this contract's. */
export interface OtherContract {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Node }> }> }>
  >;
  components: { schemas: Schemas };
}

const template = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/** The other contract's success answer for one of ours (same method and path), if it declares one. */
function otherSuccessOf(other: OtherContract, operation: Operation) {
  const item = Object.entries(other.paths).find(([path]) => template(path) === template(operation.path))?.[1];
  const responses = Object.entries(item?.[operation.method]?.responses ?? {});
  const [code, response] = responses.find(([c]) => c.startsWith('2')) ?? [];
  const schema = response?.content?.['application/json']?.schema;
  return code && schema ? { status: Number(code), schema, schemas: other.components.schemas } : undefined;
}

/**
 * An MSW handler answering every operation below `baseUrl` with a drawn answer of its success status;
 * what the profile's service lacks answers 404 as it does. Each answer is drawn from the seed and the
 * request, so a page asked again gets the same answer. Given `other`, an answer is drawn from its
 * schema wherever it declares the operation (the vendor's marks nearly every field optional).
 */
export function fuzzedService(
  baseUrl: string,
  seed: number,
  profile: Profile,
  { other, loose }: { other?: OtherContract | undefined; loose?: boolean } = {},
): HttpHandler {
  const base = baseUrl.replace(/\/$/, '');
  return http.all(`${base}/*`, ({ request }) => {
    const path = new URL(request.url).pathname.slice(new URL(base).pathname.length) || '/';
    const match = matchOperation(request.method, path);
    if (!match)
      return HttpResponse.json(
        { code: 404, type: 'Not Found', correlation_id: 'f', details: path },
        { status: 404 },
      );
    const id = match.operation.operationId as OperationId;
    const absent = profile.absent[id];
    if (absent === 'empty') return new HttpResponse(null, { status: 404 });
    if (absent)
      return HttpResponse.json(
        { code: 404, type: 'Not Found', correlation_id: 'fuzz', details: `No operation ${path}.` },
        { status: 404 },
      );
    const { status, schema, schemas } = (other && otherSuccessOf(other, match.operation)) ?? {
      ...successOf(match.operation),
      schemas: doc.components.schemas,
    };
    if (!schema) return new HttpResponse(null, { status });
    let key = seed;
    for (const c of `${request.method} ${path}${new URL(request.url).search}`)
      key = Math.imul(key ^ c.charCodeAt(0), 16777619);
    return HttpResponse.json(answerOf(schema, createPrng(key >>> 0), { schemas, loose }) as object, {
      status,
    });
  });
}
