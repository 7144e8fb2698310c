import { http, HttpResponse, type HttpHandler } from 'msw';
import type { operations } from '../src/api/schema.gen';
import { requirePermission, resolveCaller, type Caller } from './auth';
import { matchOperation, undeclaredFields, validateAgainst, validateQuery } from './contract';
import type { Db } from './db/store';
import type { SearchEngine, Searcher } from './engine/search';
import { errorBody, HttpError, messageBody } from './http-errors';
import { jsonText } from './json-text';
import type { StreamSettings } from './assistants/sse';
import type { Profile } from './profiles/profile';
import { FAILED_CREDENTIALS, type RateLimiter } from './rate-limit';
import { checkVersion, versionAfter } from './versions';

/**
 * One pipeline for every operation of the contract, in the order the service applies its rules:
 * route -> credentials (401) -> rate limit (429) -> permission (403) -> validation (400) -> handler.
 * Handlers are registered by operationId and typed from the generated contract.
 */

export type OperationId = keyof operations;
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : undefined;
type Responses<Id extends OperationId> = operations[Id]['responses'];
type SuccessBody<Id extends OperationId> = 200 extends keyof Responses<Id>
  ? JsonOf<Responses<Id>[200]>
  : 201 extends keyof Responses<Id>
    ? JsonOf<Responses<Id>[201]>
    : undefined;
type RequestBody<Id extends OperationId> = operations[Id] extends { requestBody: infer R }
  ? JsonOf<R>
  : operations[Id] extends { requestBody?: infer R }
    ? JsonOf<NonNullable<R>>
    : undefined;
type PathParams<Id extends OperationId> = operations[Id]['parameters'] extends { path: infer P }
  ? P extends Record<string, unknown>
    ? { [K in keyof P]: string }
    : Record<string, never>
  : Record<string, never>;

export interface Context<Id extends OperationId> {
  caller: Caller;
  params: PathParams<Id>;
  query: URLSearchParams;
  body: RequestBody<Id>;
  db: Db;
  engine: SearchEngine;
  /** Runs searches: the engine itself, or (in the browser demo) a copy of it in a worker. */
  searcher: Searcher;
  request: Request;
  /** The request's headers, less those the profile's service does not read. */
  headers: Headers;
  /** How this service answers (ours, or the live one's). */
  profile: Profile;
  /** The assistants' streams: pacing, a fault asked for, conversations. */
  streams: StreamSettings;
}

// A handler of a 204 operation returns nothing at all, which TypeScript types as void.
type Answer<Id extends OperationId> =
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
  void | SuccessBody<Id> | Response | Promise<SuccessBody<Id>> | Promise<Response>;

export interface Implementation<Id extends OperationId> {
  /** Lets the call through without the operation's permission, e.g. a user reading itself. */
  allowIf?: (ctx: Context<Id>) => boolean;
  /**
   * The success body (nothing for a 204); or a Response of its own, for bodies that are not JSON
   * (files, an assistant's event stream).
   */
  handle: (ctx: Context<Id>) => Answer<Id>;
  /**
   * The answer follows from the stored data and the caller's organisation alone (no clock, no
   * query): its text is kept until the next write. For the lists that are megabytes at a large
   * organisation, which every visit of their page asks for again.
   */
  fromStoredData?: true;
}

export type Implementations = { [Id in OperationId]?: Implementation<Id> | Implementation<Id>['handle'] };

export interface Backend {
  db: Db;
  engine: SearchEngine;
  searcher: Searcher;
  rateLimiter: RateLimiter;
  implementations: Implementations;
  /** How the service answers: as the seed describes it, or as the vendor's live service does. */
  profile: Profile;
  streams: StreamSettings;
  compress?: (text: string) => Uint8Array;
}

const json = (status: number, body: unknown, headers: Record<string, string>) =>
  status === 204 || body === undefined
    ? new HttpResponse(null, { status, headers })
    : new HttpResponse(jsonText(body), {
        status,
        headers: { ...headers, 'Content-Type': 'application/json' },
      });

interface KeptAnswer {
  state: object;
  generation: number;
  text: string;
  /** The text compressed, once asked for so. */
  gzipped?: Uint8Array;
}

/** Answers shorter than this go uncompressed: compressing them saves less than it costs. */
const COMPRESS_FROM = 64 * 1024;

/** The text of `fromStoredData` answers, per backend and operation and organisation. */
const keptAnswers = new WeakMap<Backend, Map<string, KeptAnswer>>();

function keptAnswer(backend: Backend, key: string, make: () => unknown): KeptAnswer {
  const { db } = backend;
  const kept = keptAnswers.get(backend) ?? new Map<string, KeptAnswer>();
  keptAnswers.set(backend, kept);
  const answer = kept.get(key);
  if (answer?.state === db.state && answer.generation === db.generation) return answer;
  const made = { state: db.state, generation: db.generation, text: JSON.stringify(make()) };
  kept.set(key, made);
  return made;
}

/** A kept answer as its request can take it: compressed when it is large and gzip is accepted. */
function keptResponse(
  backend: Backend,
  answer: KeptAnswer,
  request: Request,
  headers: Record<string, string>,
) {
  const sent = { ...headers, 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  const gzip = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
  if (!backend.compress || !gzip || answer.text.length < COMPRESS_FROM)
    return new HttpResponse(answer.text, { headers: sent });
  answer.gzipped ??= backend.compress(answer.text);
  return new HttpResponse(answer.gzipped, { headers: { ...sent, 'Content-Encoding': 'gzip' } });
}

/** Deeper request bodies are refused: nothing of this API nests further, and deep values break validators. */
const MAX_BODY_DEPTH = 32;

/** How deeply arrays and objects nest in JSON text, counted without parsing it (strings skipped). */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') deepest = Math.max(deepest, ++depth);
    else if (c === '}' || c === ']') depth--;
  }
  return deepest;
}

/** A UTF-16 half without its other half: no valid text holds one, and JSON Schema tools choke on it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The one media type the contract's request bodies have: application/json (its name in any case, as
 * RFC 9110 has it), in UTF-8 if a charset is named. Not a list of types, not another JSON-like type,
 * not a charset the body is not in.
 */
function isJsonType(header: string | null): boolean {
  const [type, ...parameters] = (header ?? '').split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [name, value] = parameter.split('=').map((part) => part.trim().replace(/^"|"$/g, ''));
    return name !== 'charset' || value === 'utf-8' || value === 'utf8';
  });
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  // JSON only as JSON: a form post or text/plain body is not read as one, whatever it holds.
  if (!isJsonType(request.headers.get('content-type')))
    throw new HttpError(400, 'Invalid request: send the body as JSON, with Content-Type: application/json.');
  if (jsonDepth(text) > MAX_BODY_DEPTH)
    throw new HttpError(400, `Invalid request: body: nested deeper than ${MAX_BODY_DEPTH} levels.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  const broken = brokenTextAt(parsed);
  if (broken !== undefined)
    throw new HttpError(
      400,
      `Invalid request: ${broken || 'body'}: holds a lone surrogate, which is no text.`,
    );
  return parsed;
}

/** Where a body's text (a value or a key) is not valid Unicode, or undefined. */
function brokenTextAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (LONE_SURROGATE.test(key)) return path || 'body';
    const inner = brokenTextAt(item, at);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/**
 * Who sends the request; a credential refused counts against its source's window and its key's
 * (rate-limit.ts), so keys cannot be guessed faster than that (a request with none is simply refused).
 */
function callerOf(backend: Backend, request: Request, source: string): Caller {
  try {
    return resolveCaller(request, backend.db);
  } catch (error) {
    const apiKey = request.headers.get('x-bronto-api-key') ?? undefined;
    const guessed = apiKey !== undefined || request.headers.has('authorization');
    if (!(error instanceof HttpError) || error.status !== 401 || !guessed) throw error;
    const decision = backend.rateLimiter.takeFailure(source, apiKey);
    if (!decision.allowed)
      throw new HttpError(
        429,
        `Too many refused credentials from this address or for keys beginning like this one: at most ${FAILED_CREDENTIALS} per ${backend.rateLimiter.config.windowSeconds} seconds. Try again in ${decision.headers['RateLimit-Reset']} seconds.`,
        decision.headers,
      );
    throw error;
  }
}

/** A failed request's answer: the standard error body, or the shape the profile's service answers with. */
function errorResponse(
  error: unknown,
  operationId: OperationId | undefined,
  profile: Backend['profile'],
  headers: Record<string, string>,
): Response {
  if (error instanceof HttpError && operationId && profile.bodilessErrors.has(operationId)) {
    return new HttpResponse(null, { status: error.status, headers: { ...headers, ...error.headers } });
  }
  if (
    error instanceof HttpError &&
    operationId &&
    profile.messageErrors?.[operationId]?.includes(error.status)
  ) {
    return HttpResponse.json(messageBody(error.status, error.details), {
      status: error.status,
      headers: { ...headers, ...error.headers },
    });
  }
  if (error instanceof HttpError) {
    return HttpResponse.json(errorBody(error.status, error.details), {
      status: error.status,
      headers: { ...headers, ...error.headers },
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return HttpResponse.json(errorBody(500, `Unexpected error in the demo backend: ${message}`), {
    status: 500,
    headers,
  });
}

/**
 * Runs one request through the pipeline; `path` is the URL path below the API base, `source` the
 * client's address where there is one (mocks/server.ts), else this process's one client.
 */
export async function handleRequest(
  backend: Backend,
  request: Request,
  path: string,
  source = 'local',
): Promise<Response> {
  let headers: Record<string, string> = {};
  let operationId: OperationId | undefined;
  const { profile } = backend;
  try {
    const match = matchOperation(request.method, path);
    if (!match) throw new HttpError(404, `No operation ${request.method} ${path} exists in this API.`);
    const { operation, params } = match;
    operationId = operation.operationId as OperationId;
    const absent = profile.absent[operationId];
    if (absent === 'empty') return new HttpResponse(null, { status: 404 });
    if (absent) throw new HttpError(404, `No operation ${request.method} ${path} exists in this API.`);
    const caller = callerOf(backend, request, source);
    const decision = backend.rateLimiter.take(caller.credential);
    headers = decision.headers;
    if (!decision.allowed) {
      throw new HttpError(
        429,
        `Fair usage limit exceeded: ${backend.rateLimiter.config.requests} requests per ${backend.rateLimiter.config.windowSeconds} seconds. Try again in ${headers['RateLimit-Reset']} seconds.`,
      );
    }
    const entry = backend.implementations[operation.operationId as OperationId] as
      Implementation<OperationId> | Implementation<OperationId>['handle'] | undefined;
    const implementation = typeof entry === 'function' ? { handle: entry } : entry;
    const url = new URL(request.url);
    for (const name of profile.ignoredQuery?.[operationId] ?? []) url.searchParams.delete(name);
    profile.readQuery?.[operationId]?.(url.searchParams);
    const body =
      ['get', 'delete'].includes(operation.method) && !operation.requestSchema
        ? undefined
        : await readBody(request);
    const read = new Headers(request.headers);
    for (const name of profile.ignoredHeaders?.[operationId] ?? []) read.delete(name);
    const ctx = {
      headers: read,
      caller,
      params,
      query: url.searchParams,
      body,
      db: backend.db,
      engine: backend.engine,
      searcher: backend.searcher,
      request,
      profile,
      streams: backend.streams,
    } as Context<OperationId>;
    if (!implementation?.allowIf?.(ctx)) requirePermission(caller, operation.permission);

    const problems = validateQuery(operation, url.searchParams);
    if (operation.requestSchema) {
      problems.push(
        ...(body === undefined
          ? ['body: is required']
          : [
              ...undeclaredFields(operation.requestSchema, body),
              ...validateAgainst(operation.requestSchema, body),
            ]),
      );
    }
    if (problems.length) throw new HttpError(400, `Invalid request: ${problems.join('; ')}.`);
    const refusal = (
      profile.refuse[operationId] as ((c: Context<OperationId>) => string | undefined) | undefined
    )?.(ctx);
    if (refusal) throw new HttpError(400, refusal);
    if (!implementation) {
      throw new HttpError(
        501,
        `The demo backend does not implement ${operation.operationId} (${operation.method.toUpperCase()} ${operation.path}) yet.`,
      );
    }

    const readOf = (id: OperationId) => {
      const found = backend.implementations[id] as Implementations[OperationId];
      return (typeof found === 'function' ? found : found?.handle) as Implementation<OperationId>['handle'];
    };
    if (profile.versions) await checkVersion(operationId, ctx, readOf);

    const reshape = profile.reshape[operationId] as
      ((body: unknown, c: Context<OperationId>) => unknown) | undefined;
    const shaped = (handled: unknown) =>
      reshape && handled !== undefined && !(handled instanceof Response) ? reshape(handled, ctx) : handled;
    if (implementation.fromStoredData) {
      const answer = keptAnswer(backend, `${operationId} ${caller.orgId}`, () =>
        shaped(implementation.handle(ctx)),
      );
      return keptResponse(backend, answer, request, headers);
    }
    const result = shaped(await implementation.handle(ctx));
    if (operation.method !== 'get') backend.db.save();
    if (result instanceof Response) {
      for (const [name, value] of Object.entries(headers)) result.headers.set(name, value);
      return result;
    }
    const version = profile.versions ? await versionAfter(operationId, ctx, result, readOf) : undefined;
    if (version) headers = { ...headers, ETag: version };
    const status = Number(Object.keys(operation.responses).find((code) => code.startsWith('2')) ?? 200);
    return json(status, result, headers);
  } catch (error) {
    return errorResponse(error, operationId, profile, headers);
  }
}

/** The MSW handler for the whole API below `baseUrl`. */
export function apiHandler(backend: Backend, baseUrl: string): HttpHandler {
  const base = baseUrl.replace(/\/$/, '');
  return http.all(`${base}/*`, async ({ request }) => {
    const path = new URL(request.url).pathname.slice(new URL(base).pathname.replace(/\/$/, '').length) || '/';
    return handleRequest(backend, request, path);
  });
}
