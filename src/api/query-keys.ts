import type { paths } from './schema.gen';

/**
 * Every query key the console writes by hand, in one place. Keys of one call of the contract come from
 * `$api.queryOptions` (`[method, path, init]`); what a key names beyond that, and the prefixes that
 * invalidations name, are made here, so a typo is a type error and lint can refuse a literal elsewhere.
 */

/**
 * Every query of one operation, whatever its parameters: the prefix an invalidation names. A prefix
 * of the contract, not of a feature: a feature that changes what another lists (a search starting an
 * export) names the operation, not the other feature.
 */
export const operationKey = <P extends keyof paths>(path: P, method: 'get' | 'post' = 'get') =>
  [method, path] as const;

/** Who is signed in (several calls make it: src/api/identity.ts). */
export const identityKey = () => ['session', 'identity'] as const;

/** A person's saved searches, wherever they are kept (the service, or this tab). */
export const savedSearchesKey = (person: string) => ['saved-searches', person] as const;

/** A search's events, page by page: under the search's own prefix, so it is invalidated with it. */
export const searchPagesKey = <B>(body: B) => ['post', '/search', { body }, 'pages'] as const;

/** A monitor template read with its query (on the live service, from its metric definition). */
export const templateDetailKey = (templateId: string) =>
  ['get', '/monitors/templates/{templateId}', { params: { path: { templateId } } }, 'detail'] as const;

/** A monitor rule replayed over a window by the console (no call of its own: several searches). */
export const backtestKey = (rule: unknown, window: { from: number; to: number }) =>
  ['backtest', rule, window] as const;

/** An organisation as one person sees it: under its operation's prefix, then the person. */
export const organisationKey = (orgId: string, userId: string | undefined) =>
  ['get', '/organizations/{orgId}', { params: { path: { orgId } } }, userId ?? null] as const;
