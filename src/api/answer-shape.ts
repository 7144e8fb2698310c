import { ANSWERS, SHAPES } from './answer-shapes.gen';
import { notTheApi } from './errors';
import { parseExactJson } from './exact-json';
import { keepVersion } from './versions';

/**
 * Answers completed to the contract's shape where a service leaves parts out. This contract requires
 * what every answer of the seed's service carries (a role's permissions, a list's items); the vendor's
 * published contract marks nearly every field optional, and a service that omits empty lists is within
 * it. Pages are written against this contract, so the client fills in, once, what an answer lacks:
 * a missing list is empty, a missing object has nothing in it, a missing text is ''. Numbers and flags
 * are never made up: a page shows a missing one as missing.
 */
export type Shape = 1 | Shape[] | string | { [key: string]: Shape };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What stands for a missing value of the shape. */
function emptyOf(shape: Shape | undefined): unknown {
  if (shape === 1) return '';
  return Array.isArray(shape) ? [] : {};
}

interface Field {
  /** The property, or '*' for every value of a map. */
  name: string;
  required: boolean;
  inner: Shape;
}

// An object shape's fields, read once per shape: a list of thousands walks the same few shapes.
const fieldsOfShape = new WeakMap<object, Field[]>();
function fieldsOf(shape: { [key: string]: Shape }): Field[] {
  let fields = fieldsOfShape.get(shape);
  if (!fields) {
    fields = Object.entries(shape).map(([key, inner]) => {
      const required = key.startsWith('!');
      return { name: required ? key.slice(1) : key, required, inner };
    });
    fieldsOfShape.set(shape, fields);
  }
  return fields;
}

/** Fills `value` in place by `shape` (its names looked up in `named`); true when anything was added. */
export function fillByShape(value: unknown, given: Shape, named: Record<string, Shape> = SHAPES): boolean {
  const shape = typeof given === 'string' ? named[given] : given;
  if (shape === undefined || shape === 1) return false;
  if (Array.isArray(shape)) {
    const item = shape[0];
    if (!Array.isArray(value) || item === undefined) return false;
    let filled = false;
    for (const element of value) filled = fillByShape(element, item, named) || filled;
    return filled;
  }
  if (!isObject(value) || typeof shape !== 'object') return false;
  let filled = false;
  for (const { name, required, inner } of fieldsOf(shape)) {
    if (name === '*' && !required) {
      for (const key in value) filled = fillByShape(value[key], inner, named) || filled;
      continue;
    }
    if (value[name] === undefined) {
      if (!required) continue;
      value[name] = emptyOf(typeof inner === 'string' ? named[inner] : inner);
      fillByShape(value[name], inner, named);
      filled = true;
    } else filled = fillByShape(value[name], inner, named) || filled;
  }
  return filled;
}

/**
 * Completes an operation's answer (method and the contract's path, '/roles/{role_id}') in place; true
 * when anything was added.
 */
export function completeAnswer(method: string, path: string, body: unknown): boolean {
  const shape = ANSWERS[`${method.toLowerCase()} ${path}`];
  return shape !== undefined && fillByShape(body, shape);
}

/**
 * An answer read once and completed: openapi-fetch takes its data through `json()` (it does so when
 * an answer states its length), so a list of megabytes is parsed once, not once here and again there.
 */
class CompletedAnswer extends Response {
  readonly #body: unknown;

  constructor(body: unknown, from: Response) {
    const headers = new Headers(from.headers);
    // The length of what was read (a chunked answer states none): only for the client to read json().
    if (!headers.get('content-length')) headers.set('content-length', '1');
    super(null, { status: from.status, statusText: from.statusText, headers });
    this.#body = body;
  }

  override json(): Promise<unknown> {
    return Promise.resolve(this.#body);
  }

  override text(): Promise<string> {
    return Promise.resolve(JSON.stringify(this.#body));
  }
}

/**
 * A successful JSON response read and completed to the contract's shape, or undefined when it is not
 * JSON (then it is passed on as it came). Failures are the client's error type.
 */
export async function completedResponse({
  request,
  response,
  schemaPath,
}: {
  request: Request;
  response: Response;
  schemaPath: string;
}): Promise<Response | undefined> {
  if (!/[/+]json\b/i.test(response.headers.get('content-type') ?? '')) return undefined;
  const text = await response.text();
  // Nothing to complete: handed on as it came (openapi-fetch reads an empty body as no data).
  if (!text.trim()) return new Response(text, response);
  let body: unknown;
  try {
    body = parseExactJson(text);
  } catch {
    // Says it is JSON and is not (cut off on the way, or someone else's answer).
    throw notTheApi(response.status, 'with a cut-off or malformed JSON body');
  }
  completeAnswer(request.method, schemaPath, body);
  keepVersion(body, response.headers.get('etag'));
  return new CompletedAnswer(body, response);
}
