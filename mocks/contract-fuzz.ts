import { describe, expect, it } from 'vitest';
import type { Profile } from './profiles/profile';
import { OPERATIONS } from './contract';
import contract from './contract.gen.json';
import { DEMO_API_KEYS } from './db/seed';
import { call } from './test-client';
import { setupMockService } from './testing';

interface Node {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  minProperties?: number;
  required?: string[];
  properties?: Record<string, Node>;
  items?: Node;
  allOf?: Node[];
  oneOf?: Node[];
  anyOf?: Node[];
}

const schemas = (contract as unknown as { components: { schemas: Record<string, Node> } }).components.schemas;
const resolve = (node: Node): Node =>
  node.$ref ? resolve(schemas[node.$ref.split('/').pop() as string] as Node) : node;
const typeOf = (node: Node): string | undefined => {
  const type = resolve(node).type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') : type;
};

/** The smallest value the schema accepts (as far as types, enums, formats and minimums go). */
function sample(given: Node): unknown {
  const node = resolve(given);
  if (node.const !== undefined) return node.const;
  if (node.enum) return node.enum[0];
  if (node.allOf) return Object.assign({}, ...node.allOf.map((n) => sample(n) as object));
  const choice = (node.oneOf ?? node.anyOf)?.[0];
  if (choice) return sample(choice);
  switch (typeOf(node)) {
    case 'string':
      if (node.format === 'uuid') return '0b4f7a52-9a3e-4c1e-8f1a-2d6c5e7b9a10';
      if (node.format === 'email') return 'fuzz@example.com';
      if (node.format === 'date-time') return '2026-11-23T00:00:00Z';
      return 'x'.repeat(Math.max(1, node.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, node.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: node.minItems ?? 0 }, () => sample(node.items ?? {}));
    case 'object': {
      const properties = node.properties ?? {};
      const keys = node.required?.length
        ? node.required
        : Object.keys(properties).slice(0, node.minProperties ?? 0);
      return Object.fromEntries(keys.map((key) => [key, sample(properties[key] ?? {})]));
    }
    default:
      return {};
  }
}

const WRONG: Record<string, unknown> = {
  string: 12345,
  integer: 'not a number',
  number: 'not a number',
  boolean: 'yes',
  array: { not: 'a list' },
  object: 'not an object',
};

const BUILT_IN_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

const pathOf = (template: string) => template.replace(/\{[^}]+\}/g, '0b4f7a52-9a3e-4c1e-8f1a-2d6c5e7b9a10');

/**
 * A fuzz of the mock's writes, generated from the contract: for every operation with a request body
 * that the profile serves, a minimal body of the schema's required fields, then one field wrong at a
 * time (an undeclared field, a required one missing, a wrong type, a value outside its enum). Each gets
 * a 400 whose details name that field, and the service keeps answering. An undeclared field named like
 * an object's built-in property (`__proto__`, `constructor`) and a lone surrogate in a text field are
 * among them. Bounded: top-level fields only.
 * Run for each profile (ours, and the one that answers as the live service does).
 */
export function fuzzEveryWrite(profile: Profile): void {
  setupMockService({ profile, rateLimit: { requests: 100_000, windowSeconds: 60 } });
  const writes = OPERATIONS.filter((op) => op.requestSchema && !(op.operationId in profile.absent));
  describe(`a fuzz of every write of the contract (${profile.name})`, () => {
    for (const op of writes) {
      it(`${op.operationId}: each wrong field gets a 400 naming it`, async () => {
        const schema = resolve(op.requestSchema as Node);
        const base = sample(schema) as Record<string, unknown>;
        const properties = schema.properties ?? {};
        const cases: [string, Record<string, unknown>][] = [
          ['zz_not_a_field', { ...base, zz_not_a_field: 1 }],
          // Undeclared keys named like an object's built-in properties are no fields either.
          ...BUILT_IN_NAMES.map((name): [string, Record<string, unknown>] => [
            name,
            { ...base, [name]: { x: 1 } },
          ]),
        ];
        // Text that is no text (a lone surrogate) in the first text field.
        const text = Object.entries(properties).find(([, property]) => typeOf(property) === 'string');
        if (text) cases.push([text[0], { ...base, [text[0]]: 'lone \ud800' }]);
        for (const key of schema.required ?? []) {
          const { [key]: _dropped, ...rest } = base;
          cases.push([key, rest]);
        }
        for (const [key, property] of Object.entries(properties)) {
          const type = typeOf(property);
          if (type && WRONG[type] !== undefined) cases.push([key, { ...base, [key]: WRONG[type] }]);
          if (resolve(property).enum) cases.push([key, { ...base, [key]: 'NOT_ONE_OF_THEM' }]);
        }
        for (const [field, body] of cases) {
          const answer = await call(op.method.toUpperCase(), pathOf(op.path), {
            key: DEMO_API_KEYS.Admin,
            body,
          });
          expect(answer.status, `${field} in ${JSON.stringify(body)}`).toBe(400);
          // Where the live service answers errors with no body (its contract says so), the status is all.
          if (!profile.bodilessErrors.has(op.operationId as never))
            expect(answer.body.details, `${field} in ${JSON.stringify(body)}`).toContain(field);
        }
      });
    }

    it('leaves the service answering', async () => {
      expect(writes.length).toBeGreaterThan(30);
      expect((await call('GET', '/logs', { key: DEMO_API_KEYS.Admin })).status).toBe(200);
    });
  });
}
