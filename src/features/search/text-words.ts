import type { Expr } from '../../query-language/ast';
import { parseWhere } from '../../query-language/parser';

/**
 * The free-text words of a query, for highlighting matches in the events. Only the lists that show
 * events call it, so the parser loads with them, not with the Logs page's first paint.
 */
export function textWords(where: string | undefined): string[] {
  const words: string[] = [];
  const walk = (e: Expr | null) => {
    if (!e) return;
    if (e.kind === 'text') words.push(e.text);
    else if (e.kind === 'and' || e.kind === 'or') {
      walk(e.left);
      walk(e.right);
    }
  };
  try {
    walk(parseWhere(where ?? ''));
  } catch {
    // An invalid query highlights nothing.
  }
  return words;
}
