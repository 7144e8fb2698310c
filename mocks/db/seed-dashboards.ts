import type { components } from '../../src/api/schema.gen';
import type { DatasetSpec } from '../engine/catalogue';
import { createPrng } from './prng';
import type { StoredDashboard, StoredWidget } from './types';

type Identity = components['schemas']['Identity'];
type WidgetType = components['schemas']['WidgetType'];
type WidgetLayout = components['schemas']['WidgetLayout'];

const DAY = 86_400_000;
const DASHBOARD_SEED = 4_2026;

/** A widget's query as Lookout keeps it in `aux` (the contract gives a widget no other home for it). */
interface WidgetQuery {
  from: string[];
  where?: string;
  select: string[];
  groups?: string[];
}

interface Panel {
  name: string;
  type: WidgetType;
  query: WidgetQuery;
  description?: string;
  at: Omit<WidgetLayout, 'id'>;
}

/**
 * The demo's dashboards, built over the seeded datasets so every widget shows real numbers from the
 * search engine: web traffic, errors by service, payments, a wall of fifty panels (the size the
 * console is measured with) and a twelve-widget overview (what one refresh costs is counted on it).
 */
export function seedDashboards(
  now: number,
  orgId: string,
  datasets: DatasetSpec[],
  author: Identity,
): { widgets: StoredWidget[]; dashboards: StoredDashboard[] } {
  const rng = createPrng(DASHBOARD_SEED);
  const id = (name: string) => {
    const found = datasets.find((d) => d.dataset === name);
    if (!found) throw new Error(`no seeded dataset ${name}`);
    return found.id;
  };
  const widgets: StoredWidget[] = [];
  const dashboards: StoredDashboard[] = [];
  for (const { name, description, tags, panels } of DASHBOARDS) {
    const created = now - rng.int(20, 90) * DAY;
    const metadata = { created_at: created, created_by: author, modified_at: created, modified_by: author };
    const placed = panels.map((panel) => {
      const widget: StoredWidget = {
        id: rng.uuid(),
        org_id: orgId,
        name: panel.name,
        description: panel.description ?? '',
        type: panel.type,
        aux: { query: { ...panel.query, from: panel.query.from.map(id) } },
        tags: {},
        metadata,
      };
      widgets.push(widget);
      return { id: widget.id, ...panel.at };
    });
    dashboards.push({
      id: rng.uuid(),
      org_id: orgId,
      name,
      description,
      tags,
      widget_ids: placed.map((p) => p.id),
      widget_layouts: placed,
      metadata,
    });
  }
  return { widgets, dashboards };
}

const nginx = 'nginx-access';
const cdn = 'cdn-edge';
const checkout = 'checkout-api';
const payments = 'payments-service';
const auth = 'auth-service';
const apps = [checkout, payments, auth];

const types: WidgetType[] = ['line', 'bar', 'area', 'score', 'pie', 'treemap', 'top-list'];
const sources: [string, string, string][] = [
  ['nginx', nginx, 'status_code'],
  ['cdn', cdn, 'cache'],
  ['checkout', checkout, 'level'],
  ['payments', payments, 'outcome'],
  ['auth', auth, 'method'],
];

/** Fifty panels, every type over every source in turn. */
function wall(): Panel[] {
  return Array.from({ length: 50 }, (_, i): Panel => {
    const [label, dataset, key] = sources[i % sources.length] as [string, string, string];
    const type = types[i % types.length] as WidgetType;
    const grouped = type === 'pie' || type === 'treemap' || type === 'top-list' || type === 'bar';
    return {
      name: `${label} #${Math.floor(i / sources.length) + 1} (${type})`,
      type,
      query: { from: [dataset], select: ['count(*)'], ...(grouped ? { groups: [key] } : {}) },
      at: at((i % 4) * 3, Math.floor(i / 4) * 3, 3, 3),
    };
  });
}

// An overview as people build them: each number beside its trend and its breakdown, twelve widgets
// over four searches (ours answers them in four requests, and so does the live service).
const count = ['count(*)'];
const errors5xx = { from: [nginx], where: 'status_code >= 500', select: count };
const byStatus = { from: [nginx], select: count, groups: ['status_code'] };
const checkoutErrors = { from: [checkout], where: "level = 'error'", select: count };

const DASHBOARDS: { name: string; description: string; tags: Record<string, string>; panels: Panel[] }[] = [
  {
    name: 'Web traffic',
    description: 'Requests, status codes and latency at the edge.',
    tags: { team: 'platform' },
    panels: [
      { name: 'Requests', type: 'line', query: { from: [nginx], select: ['count(*)'] }, at: at(0, 0, 8, 3) },
      {
        name: '5xx responses',
        type: 'score',
        query: { from: [nginx], where: 'status_code >= 500', select: ['count(*)'] },
        at: at(8, 0, 4, 3),
      },
      {
        name: 'Requests by status',
        type: 'bar',
        query: { from: [nginx], select: ['count(*)'], groups: ['status_code'] },
        at: at(0, 3, 6, 3),
      },
      {
        name: 'p95 latency (ms)',
        type: 'area',
        query: { from: [nginx], select: ['p95(latency_ms)'] },
        at: at(6, 3, 6, 3),
      },
      {
        name: 'Top paths',
        type: 'top-list',
        query: { from: [nginx], select: ['count(*)'], groups: ['path'] },
        at: at(0, 6, 6, 4),
      },
      {
        name: 'CDN cache',
        type: 'pie',
        description: 'Hits and misses at the CDN edge.',
        query: { from: [cdn], select: ['count(*)'], groups: ['cache'] },
        at: at(6, 6, 6, 4),
      },
    ],
  },
  {
    name: 'Errors by service',
    description: 'Where errors and warnings come from.',
    tags: { team: 'sre' },
    panels: [
      {
        name: 'Errors by service',
        type: 'bar',
        query: { from: apps, where: "level = 'error'", select: ['count(*)'], groups: ['$service'] },
        at: at(0, 0, 8, 3),
      },
      {
        name: 'Warnings',
        type: 'score',
        query: { from: apps, where: "level = 'warn'", select: ['count(*)'] },
        at: at(8, 0, 4, 3),
      },
      {
        name: 'Errors over time',
        type: 'line',
        query: { from: apps, where: "level = 'error'", select: ['count(*)'] },
        at: at(0, 3, 12, 3),
      },
      {
        name: 'Share of errors',
        type: 'treemap',
        query: { from: apps, where: "level = 'error'", select: ['count(*)'], groups: ['$service'] },
        at: at(0, 6, 12, 4),
      },
    ],
  },
  {
    name: 'Payments',
    description: 'Outcomes and provider latency of card payments.',
    tags: { team: 'payments' },
    panels: [
      {
        name: 'Payment outcomes',
        type: 'pie',
        query: { from: [payments], select: ['count(*)'], groups: ['outcome'] },
        at: at(0, 0, 4, 4),
      },
      {
        name: 'Provider latency p95 (ms)',
        type: 'line',
        query: { from: [payments], select: ['p95(latency_ms)'] },
        at: at(4, 0, 8, 4),
      },
      {
        name: 'Timeouts',
        type: 'score',
        query: { from: [payments], where: "outcome = 'timeout'", select: ['count(*)'] },
        at: at(0, 4, 4, 3),
      },
      {
        name: 'Checkout failures',
        type: 'area',
        query: { from: [checkout], where: "level = 'error'", select: ['count(*)'] },
        at: at(4, 4, 8, 3),
      },
      {
        name: 'Card brands',
        type: 'top-list',
        query: { from: [payments], select: ['count(*)'], groups: ['card_brand'] },
        at: at(0, 7, 12, 3),
      },
    ],
  },
  {
    name: 'Service wall (50 panels)',
    description: 'Every service at a glance: fifty panels, the size dashboards are measured at.',
    tags: { team: 'sre', size: 'large' },
    panels: wall(),
  },
  {
    name: 'Checkout overview (12 widgets)',
    description: 'Requests, server errors and checkout failures: each number with its trend.',
    tags: { team: 'payments' },
    panels: [
      { name: 'All requests', type: 'score', query: { from: [nginx], select: count }, at: at(0, 0, 3, 3) },
      {
        name: 'All requests over time',
        type: 'line',
        query: { from: [nginx], select: count },
        at: at(3, 0, 6, 3),
      },
      {
        name: 'All request volume',
        type: 'area',
        query: { from: [nginx], select: count },
        at: at(9, 0, 3, 3),
      },
      { name: 'Server errors', type: 'score', query: errors5xx, at: at(0, 3, 3, 3) },
      { name: 'Server errors over time', type: 'line', query: errors5xx, at: at(3, 3, 6, 3) },
      { name: 'Server error volume', type: 'bar', query: errors5xx, at: at(9, 3, 3, 3) },
      { name: 'Responses by status', type: 'pie', query: byStatus, at: at(0, 6, 4, 4) },
      { name: 'Top status codes', type: 'top-list', query: byStatus, at: at(4, 6, 4, 4) },
      { name: 'Status share', type: 'treemap', query: byStatus, at: at(8, 6, 4, 4) },
      { name: 'Checkout errors', type: 'score', query: checkoutErrors, at: at(0, 10, 3, 3) },
      { name: 'Checkout errors over time', type: 'line', query: checkoutErrors, at: at(3, 10, 6, 3) },
      { name: 'Checkout error volume', type: 'area', query: checkoutErrors, at: at(9, 10, 3, 3) },
    ],
  },
];

function at(x: number, y: number, w: number, h: number) {
  return { x, y, w, h };
}
