import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import contract from './contract.gen.json';

/**
 * The contract as the mocks read it: operations by method and path template, and validators for
 * request bodies, query parameters and responses. @cfworker/json-schema needs no eval, so it also
 * runs in the demo browser under the console's Content-Security-Policy.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: Schema;
}

interface OperationObject {
  operationId: string;
  'x-permission': string;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: Schema } | undefined> }>;
}

export interface Operation {
  method: Method;
  path: string;
  operationId: string;
  permission: string;
  parameters: ParameterObject[];
  requestSchema?: Schema;
  responses: OperationObject['responses'];
}

const doc = contract as unknown as {
  paths: Record<string, Record<string, unknown> & { parameters?: ParameterObject[] }>;
  components: Record<string, Record<string, unknown>>;
};
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

export const OPERATIONS: Operation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => {
    const op = item[method] as OperationObject;
    return {
      method,
      path,
      operationId: op.operationId,
      permission: op['x-permission'],
      parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])],
      ...(op.requestBody ? { requestSchema: op.requestBody.content['application/json'].schema } : {}),
      responses: op.responses,
    };
  }),
);

/**
 * The components as answers are checked against: an open enumeration (`x-open-enum`) takes any string
 * there, since the service may send a value the contract has not seen; a write must still use a listed one.
 */
function opened(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(opened);
  if (!node || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = opened(value);
  if (copy['x-open-enum']) delete copy.enum;
  return copy;
}
const answerComponents = opened(doc.components) as Record<string, Record<string, unknown>>;

const validators = new Map<Schema, Validator>();
function validatorFor(schema: Schema, components: object = doc.components): Validator {
  let v = validators.get(schema);
  if (!v) {
    // Internal $refs point at #/components/..., so the components travel with each schema.
    v = new Validator({ ...schema, components } as Schema, '2020-12', false);
    validators.set(schema, v);
  }
  return v;
}

/** Leaf errors only, as "field: problem", so `details` names the field a person must fix. */
function describeErrors(errors: OutputUnit[], root = ''): string[] {
  const wrappers = new Set(['$ref', 'properties', 'items', 'allOf', 'additionalProperties', 'prefixItems']);
  const messages = errors
    .filter((e) => !wrappers.has(e.keyword))
    .map((e) => {
      let location = e.instanceLocation
        .replace(/^#\/?/, '')
        .replace(/\/(\d+)(?=\/|$)/g, '[$1]')
        .replace(/\//g, '.');
      let problem = e.error;
      if (e.keyword === 'required') {
        const missing = /"([^"]+)"/.exec(e.error)?.[1] ?? '';
        location = location ? `${location}.${missing}` : missing;
        problem = 'is required';
      } else if (e.keyword === 'enum') {
        problem = e.error.replace('Instance does not match any of', 'must be one of').replace(/\.$/, '');
      } else if (e.keyword === 'format') {
        problem = e.error.replace('String does not match format', 'must be a valid').replace(/\.$/, '');
      } else if (e.keyword === 'oneOf' || e.keyword === 'anyOf') {
        problem = 'does not match any allowed form';
      }
      const field = [root, location].filter(Boolean).join('.') || 'body';
      return `${field}: ${problem}`;
    });
  return [...new Set(messages)];
}

export function validateAgainst(schema: Schema, value: unknown, root = ''): string[] {
  const result = validatorFor(schema).validate(value);
  return result.valid ? [] : describeErrors(result.errors, root);
}

/** What is wrong with an answer, against its schema from `responseSchema` (open enumerations open). */
export function validateAnswer(schema: Schema, value: unknown): string[] {
  const result = validatorFor(schema, answerComponents).validate(value);
  return result.valid ? [] : describeErrors(result.errors);
}

/** Query parameters arrive as strings; they are coerced to the schema's type before validation. */
export function validateQuery(operation: Operation, query: URLSearchParams): string[] {
  const problems: string[] = [];
  for (const param of operation.parameters.filter((p) => p.in === 'query')) {
    const values = query.getAll(param.name);
    if (values.length === 0) {
      if (param.required) problems.push(`${param.name}: is required`);
      continue;
    }
    const type = (param.schema as { type?: string }).type;
    const coerce = (raw: string): unknown => {
      if (type === 'integer' || type === 'number') return raw.trim() === '' ? raw : Number(raw);
      if (type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
      return raw;
    };
    const value = type === 'array' ? values.map((v) => coerce(v)) : coerce(values[0] as string);
    const itemsType = (param.schema as { items?: { type?: string } }).items?.type;
    const coerced =
      type === 'array' && (itemsType === 'integer' || itemsType === 'number')
        ? (value as string[]).map(Number)
        : value;
    problems.push(...validateAgainst(param.schema, coerced, param.name));
  }
  return problems;
}

/** The schema a response must match: the operation's own status, else its default. */
export function responseSchema(operation: Operation, status: number): Schema | null | undefined {
  let response = operation.responses[String(status)] ?? operation.responses.default;
  if (!response) return undefined;
  if (response.$ref) {
    const name = response.$ref.split('/').pop() as string;
    response = (doc.components.responses as Record<string, typeof response>)[name] as typeof response;
  }
  const schema = response.content?.['application/json']?.schema;
  return schema ? (opened(schema) as Schema) : null;
}

/** The schema of each event of a text/event-stream answer (an assistant's), or undefined for none. */
export function streamEventSchema(operation: Operation, status: number): Schema | undefined {
  const schema = operation.responses[String(status)]?.content?.['text/event-stream']?.schema;
  return schema ? (opened(schema) as Schema) : undefined;
}

/** Matches a concrete URL path to its operation (literal segments before parameters). */
export function matchOperation(
  method: string,
  pathname: string,
): { operation: Operation; params: Record<string, string> } | undefined {
  const segments = pathname.split('/').filter(Boolean);
  let best: { operation: Operation; params: Record<string, string>; score: number } | undefined;
  for (const operation of OPERATIONS) {
    if (operation.method !== method.toLowerCase()) continue;
    const template = operation.path.split('/').filter(Boolean);
    if (template.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    const matches = template.every((part, i) => {
      const segment = segments[i] as string;
      if (part.startsWith('{')) {
        try {
          params[part.slice(1, -1)] = decodeURIComponent(segment);
        } catch {
          // Not valid percent-encoding (`/dashboards/%`): names nothing, so the path matches no operation.
          return false;
        }
        return true;
      }
      score += 1 << (template.length - i);
      return part === segment;
    });
    if (matches && (!best || score > best.score)) best = { operation, params, score };
  }
  return best && { operation: best.operation, params: best.params };
}

/** A JSON Schema node of the contract, as far as the mocks read one (validation, fuzzing, drawing). */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  'x-open-enum'?: boolean;
  'x-exact-integer'?: boolean;
  /** OpenAPI 3.0's spelling of "or null" (the vendor's contract). */
  nullable?: boolean;
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  allOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  readOnly?: boolean;
}
type Node = SchemaNode;

const resolve = (node: Node): Node =>
  node.$ref
    ? resolve((doc.components.schemas as Record<string, Node>)[node.$ref.split('/').pop() as string] as Node)
    : node;

/** The properties a schema declares for an object, through allOf, oneOf and anyOf; null when any key goes. */
function declaredProperties(node: Node): Record<string, Node> | null {
  const schema = resolve(node);
  const branches = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  if (!schema.properties && !branches.length) return null; // a free-form object or not an object
  if (schema.additionalProperties === true || typeof schema.additionalProperties === 'object') return null;
  const declared: Record<string, Node> = { ...schema.properties };
  for (const branch of branches) {
    const more = declaredProperties(branch);
    if (more === null) return null;
    for (const [key, value] of Object.entries(more)) declared[key] ??= value;
  }
  return declared;
}

/**
 * What a write sends that its schema does not declare, or marks read-only: refused by name, as a
 * strict API does (a field the service would ignore, or an `org_id` that would move a record into
 * another organisation, is a mistake the client should hear about).
 */
export function undeclaredFields(given: Schema | Node, value: unknown, path = ''): string[] {
  const schema = resolve(given as Node);
  const field = (key: string) => (path ? `${path}.${key}` : key);
  if (Array.isArray(value)) {
    const items = schema.items;
    return items ? value.flatMap((item, i) => undeclaredFields(items, item, `${path}[${i}]`)) : [];
  }
  if (!value || typeof value !== 'object') return [];
  const entries = Object.entries(value as Record<string, unknown>);
  if (typeof schema.additionalProperties === 'object' && !schema.properties)
    return entries.flatMap(([key, v]) =>
      undeclaredFields(schema.additionalProperties as Node, v, field(key)),
    );
  const declared = declaredProperties(schema);
  if (declared === null) return [];
  return entries.flatMap(([key, v]) => {
    // Own fields only: a key named like a built-in object property (`constructor`, `__proto__`) is
    // as undeclared as any other.
    const property = Object.hasOwn(declared, key) ? declared[key] : undefined;
    if (!property) return [`${field(key)}: is not a field of this request`];
    if (resolve(property).readOnly || property.readOnly) return [`${field(key)}: is read-only`];
    return undeclaredFields(property, v, field(key));
  });
}
