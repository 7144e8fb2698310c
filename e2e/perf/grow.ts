import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/**
 * Grows the organisation behind an API key to `factor` times its size, through the API a person's
 * tools would use: every dashboard, widget, monitor, person, group, limit, key, dataset and saved
 * search is copied `factor - 1` times (names numbered), each copy written with the fields its create
 * operation takes in the contract. Copied dashboards hold the same widgets as their original, so
 * the dashboard list grows as a real one does.
 */
interface Collection {
  list: string;
  /** The list's property holding the items (absent: the answer is the array). */
  items?: string;
  create: string;
  /** The contract's request schema of the create. */
  schema: string;
  /** The copy's body from the original and the copy's number (2, 3, …). */
  copy: (item: Item, n: number) => Item;
  /** A write after the create: adding a copied dashboard's widgets. */
  then?: (created: Item, original: Item) => [path: string, body: Item] | undefined;
}

type Item = Record<string, unknown>;

const numbered = (text: unknown, n: number) => `${String(text)} ${n}`;

const COLLECTIONS: Collection[] = [
  {
    list: '/widgets',
    items: 'widgets',
    create: '/widgets',
    schema: 'WidgetWrite',
    copy: (w, n) => ({ ...w, name: numbered(w.name, n), widget_ids: undefined, template: undefined }),
  },
  {
    list: '/dashboards',
    items: 'dashboards',
    create: '/dashboards',
    schema: 'DashboardCreate',
    copy: (d, n) => ({ ...d, name: numbered(d.name, n), id: undefined, layout: undefined }),
    then: (created, original) => {
      const ids = ((original.widgets as Item[] | undefined) ?? []).map((w) => w.id);
      return ids.length ? [`/dashboards/${String(created.id)}/widgets`, { widget_ids: ids }] : undefined;
    },
  },
  {
    list: '/monitors',
    items: 'monitors',
    create: '/monitors',
    schema: 'MonitorWrite',
    copy: (m, n) => ({ ...m, name: numbered(m.name, n), template: undefined, mute_until: undefined }),
  },
  {
    list: '/users',
    items: 'users',
    create: '/users',
    schema: 'UserCreate',
    copy: (u, n) => ({
      ...u,
      email: String(u.email).replace('@', `+${n}@`),
      roles: ((u.roles as (string | Item)[] | undefined) ?? []).map((r) =>
        typeof r === 'string' ? r : r.role_id,
      ),
    }),
  },
  {
    list: '/groups',
    items: 'groups',
    create: '/groups',
    schema: 'GroupCreate',
    copy: (g, n) => ({ ...g, name: numbered(g.name, n) }),
  },
  {
    list: '/api-keys',
    items: 'api_keys',
    create: '/api-keys',
    schema: 'ApiKeyCreate',
    copy: (k, n) => ({
      name: numbered(k.name, n),
      roles: ((k.roles as (string | Item)[] | undefined) ?? []).map((r) =>
        typeof r === 'string' ? r : r.role_id,
      ),
    }),
  },
  {
    list: '/limits',
    items: 'limits',
    create: '/limits',
    schema: 'LimitWrite',
    // One limit per team and category: a copy is the same limit for a team of its own.
    copy: (l, n) => ({
      ...l,
      target: 'TEAM',
      scope: { tag: { team: `team-${n}-${String(l.id).slice(0, 8)}` } },
      description: numbered(l.description || 'Limit', n),
    }),
  },
  {
    list: '/datasets',
    items: 'datasets',
    create: '/datasets',
    schema: 'DatasetCreate',
    copy: (d, n) => ({ ...d, dataset: `${String(d.dataset)}-${n}` }),
  },
  {
    list: '/saved-searches',
    items: 'saved_searches',
    create: '/saved-searches',
    schema: 'SavedSearchWrite',
    copy: (s, n) => ({ ...s, name: numbered(s.name, n) }),
  },
];

const contract = parse(readFileSync('src/api/openapi.yaml', 'utf8')) as {
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
};

/** Only what the create takes: the contract refuses undeclared fields. */
function writable(body: Item, schema: string): Item {
  const declared = Object.keys(contract.components.schemas[schema]?.properties ?? {});
  // Empty texts are left out: a write takes a description of one character or more.
  return Object.fromEntries(
    Object.entries(body).filter(([k, v]) => declared.includes(k) && v !== undefined && v !== ''),
  );
}

/** Runs `tasks` with at most `width` in flight. */
async function pool(tasks: (() => Promise<void>)[], width: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) await (tasks[next++] as () => Promise<void>)();
    }),
  );
}

/** What was made, per collection, and what the service refused (with its first reason). */
export interface Growth {
  [list: string]: { before: number; made: number; refused: number; reason?: string };
}

export async function growOrganisation(base: string, apiKey: string, factor: number): Promise<Growth> {
  const call = async (method: string, path: string, body?: Item) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'X-BRONTO-API-KEY': apiKey, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return {
      ok: response.ok,
      status: response.status,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
  };
  const growth: Growth = {};
  for (const collection of COLLECTIONS) {
    const listed = await call('GET', collection.list);
    if (!listed.ok) throw new Error(`GET ${collection.list}: ${listed.status}`);
    const items = (collection.items ? (listed.body as Item)[collection.items] : listed.body) as Item[];
    const row: Growth[string] = { before: items.length, made: 0, refused: 0 };
    growth[collection.list] = row;
    const tasks = items.flatMap((item) =>
      Array.from({ length: factor - 1 }, (_, i) => async () => {
        const made = await call(
          'POST',
          collection.create,
          writable(collection.copy(item, i + 2), collection.schema),
        );
        if (!made.ok) {
          row.refused++;
          row.reason ??= `${made.status} ${JSON.stringify(made.body).slice(0, 300)}`;
          return;
        }
        row.made++;
        const after = collection.then?.(made.body as Item, item);
        if (after) await call('POST', ...after);
      }),
    );
    await pool(tasks, 16);
  }
  return growth;
}
