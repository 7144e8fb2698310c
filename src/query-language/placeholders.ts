/**
 * Template placeholders in a where-clause: `{{name}}`, filled from a widget's template arguments
 * before the query is sent. They are not part of the service's language, so the editor reads a query
 * with each placeholder masked as a string of the same length (positions of errors stay true).
 */
export const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w-]*)\s*\}\}/g;

export function placeholders(where: string | undefined): string[] {
  return [...new Set([...(where ?? '').matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

export function maskPlaceholders(where: string): string {
  return where.replace(PLACEHOLDER, (all) => `'${'_'.repeat(all.length - 2)}'`);
}
