// The containers and texts each answer of the contract requires, for the client to fill in where a
// service leaves them out (src/api/answer-shape.ts says why). A shape is written compactly, since the
// client ships it:
//   1               a text ('' when missing)
//   [item?]         a list ([] when missing), and the shape of its items where they hold anything to fill
//   { key: shape }  an object ({} when missing): '!name' is required, 'name' is filled only when present,
//                   '*' is every value of a map
//   'Name'          the shape of components.schemas.Name, written once
// Only what has something to fill is written: a list of numbers, or an object whose fields are all
// optional texts, has no shape.

const nameOf = (ref) => ref.split('/').pop();

/** The shape of one schema node, naming each $ref it meets in `named` (computed once per name). */
function schemaShapeOf(node, doc, named) {
  if (!node || typeof node !== 'object') return undefined;
  if (node.$ref) {
    const name = nameOf(node.$ref);
    if (!named.has(name)) {
      named.set(name, undefined); // in progress: a schema that contains itself refers to its name
      named.set(name, schemaShapeOf(doc.components.schemas[name], doc, named));
    }
    return name;
  }
  if (node.allOf) {
    const parts = node.allOf.map((part) => resolved(schemaShapeOf(part, doc, named), named));
    return parts.every((p) => p && typeof p === 'object' && !Array.isArray(p))
      ? Object.assign({}, ...parts)
      : undefined;
  }
  if (node.oneOf || node.anyOf) return undefined; // which branch came is not known before reading it
  const types = (Array.isArray(node.type) ? node.type : [node.type]).filter((t) => t && t !== 'null');
  const type = types.length === 1 ? types[0] : node.properties ? 'object' : undefined;
  if (type === 'string') return 1;
  if (type === 'array') {
    const item = schemaShapeOf(node.items, doc, named);
    return item === undefined || item === 1 ? [] : [item];
  }
  if (type !== 'object') return undefined;
  const required = new Set(node.required ?? []);
  const shape = {};
  for (const [key, property] of Object.entries(node.properties ?? {})) {
    const inner = schemaShapeOf(property, doc, named);
    if (inner === undefined) continue;
    if (required.has(key)) shape[`!${key}`] = inner;
    else if (inner !== 1) shape[key] = inner;
  }
  if (node.additionalProperties && typeof node.additionalProperties === 'object') {
    const inner = schemaShapeOf(node.additionalProperties, doc, named);
    if (inner !== undefined && inner !== 1) shape['*'] = inner;
  }
  return shape;
}

const resolved = (shape, named) => (typeof shape === 'string' ? named.get(shape) : shape);

/** Whether filling by `shape` can change anything, given the names known to be worth filling. */
function worth(shape, useful) {
  if (typeof shape === 'string') return useful.has(shape);
  if (shape === 1 || shape === undefined) return false;
  if (Array.isArray(shape)) return shape.length > 0 && worth(shape[0], useful);
  return Object.entries(shape).some(([key, inner]) => key.startsWith('!') || worth(inner, useful));
}

/** The shape written out: names not worth filling become the empty value of their kind, or go. */
function pruned(shape, useful, named) {
  if (typeof shape === 'string') {
    if (useful.has(shape)) return shape;
    const target = named.get(shape);
    return target === 1 ? 1 : Array.isArray(target) ? [] : target === undefined ? undefined : {};
  }
  if (Array.isArray(shape))
    return shape.length && worth(shape[0], useful) ? [pruned(shape[0], useful, named)] : [];
  if (shape === 1 || shape === undefined) return shape;
  const out = {};
  for (const [key, inner] of Object.entries(shape)) {
    if (key.startsWith('!')) {
      const kept = pruned(inner, useful, named);
      if (kept !== undefined) out[key] = kept;
    } else if (worth(inner, useful)) out[key] = pruned(inner, useful, named);
  }
  return out;
}

/** `{ shapes, answers }`: the named shapes, and each operation's answer shape by 'method /path'. */
export function answerShapes(doc) {
  const named = new Map();
  const answers = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const responses = Object.entries(operation?.responses ?? {});
      const success = responses.find(([status]) => status.startsWith('2'))?.[1];
      const response = success?.$ref ? doc.components.responses[nameOf(success.$ref)] : success;
      const shape = schemaShapeOf(response?.content?.['application/json']?.schema, doc, named);
      if (shape !== undefined) answers[`${method} ${path}`] = shape;
    }
  }
  // The names worth filling: the least set closed under "its shape can change something".
  const useful = new Set();
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, shape] of named)
      if (!useful.has(name) && worth(shape, useful)) {
        useful.add(name);
        grew = true;
      }
  }
  const shapes = Object.fromEntries(
    [...useful].sort().map((name) => [name, pruned(named.get(name), useful, named)]),
  );
  const worthAnswers = Object.fromEntries(
    Object.entries(answers)
      .filter(([, shape]) => worth(shape, useful))
      .map(([key, shape]) => [key, pruned(shape, useful, named)]),
  );
  return { shapes, answers: worthAnswers };
}

/**
 * The property names the contract types as a plain number (a time, a count, a quantity): an integer
 * beyond 2^53 under one of them is read as the nearest number. Under any other key (an exact integer,
 * `x-exact-integer`, such as an event's sequence, or an event's own keys) it keeps its text
 * (src/api/exact-json.ts).
 */
export function numericKeys(doc) {
  const keys = new Set();
  const seen = new Set();
  const numeric = (node) => {
    if (!node || typeof node !== 'object') return false;
    if (node.$ref) return numeric(doc.components.schemas[nameOf(node.$ref)]);
    if (node['x-exact-integer']) return false;
    const types = Array.isArray(node.type) ? node.type : [node.type];
    return types.includes('integer') || types.includes('number');
  };
  const walk = (node) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    for (const [key, property] of Object.entries(node.properties ?? {})) if (numeric(property)) keys.add(key);
    for (const value of Object.values(node)) walk(value);
  };
  walk(doc.components.schemas);
  walk(doc.paths);
  return [...keys].sort();
}
