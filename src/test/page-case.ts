import { screen } from '@testing-library/react';
import type { FileRoutesById } from '../routeTree.gen';

/**
 * Each page of the console, declared by its area (`src/features/<area>/pages.cases.ts`, exporting
 * `PAGES`): the addresses the response fuzz opens it on, and how the route-data test opens it and
 * knows it is drawn. Both tests read every page through `pages.ts`, and each fails on a route of the route
 * tree no area declares.
 */
export interface PageCase {
  /** Addresses that exercise the page's views; `id` stands for any record's id. */
  fuzz: (id: string) => string[];
  /** How the route-data test (src/app/route-data.test.tsx) measures the page's requests. */
  data: RouteCase;
}

/** The ids of the mock service's seeded records, and its newest event, for a page's address. */
export interface Seeded {
  dataset: () => string;
  user: () => string;
  group: () => string;
  monitor: () => string;
  dashboard: () => string;
  widget: () => string;
  /** A role of the organisation's own (not a system role). */
  role: () => string;
  downtime: () => string;
  template: () => string;
  event: () => Promise<{ service_id: string; timestamp: number; sequence: number } | undefined>;
}

interface RouteCase {
  path: (seeded: Seeded) => string | Promise<string>;
  ready: () => Promise<unknown>;
  /** Requests that need another's answer first (the ids or the kind it returns), and why. */
  dependent?: RegExp;
  /** The page draws from nothing of the service: opened from another page, it asks nothing. */
  asksNothing?: true;
  /** The page the console is on before (Settings unless said). */
  from?: (seeded: Seeded) => string;
}

export type PageCases = Partial<Record<keyof FileRoutesById, PageCase>>;

/** The page's heading, once drawn. */
export const heading = (name: string | RegExp) => () => screen.findByRole('heading', { name, level: 1 });

/** A value as a search param holds JSON (`ds=["…"]`). */
export const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
