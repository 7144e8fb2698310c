import { splitList } from './split-list';

/** A query as a statement of the search's SQL subset: each part as the search's own fields take it. */
export interface Statement {
  select: string[];
  /** Datasets as the statement names them: ids, or "collection/dataset". */
  from: string[];
  where: string;
  groups: string[];
}

const CLAUSES = ['SELECT', 'FROM', 'WHERE', 'GROUP BY'] as const;
type Clause = (typeof CLAUSES)[number];

/** Where each clause keyword starts, outside quotes and parentheses. */
function clauseStarts(text: string): { clause: Clause; at: number; end: number }[] {
  const found: { clause: Clause; at: number; end: number }[] = [];
  let quote: string | undefined;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quote) {
      if (c === quote) quote = text[i + 1] === quote ? (i++, quote) : undefined;
      continue;
    }
    if (c === "'" || c === '"') quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && (i === 0 || /\s/.test(text[i - 1] as string))) {
      const match = /^(SELECT|FROM|WHERE|GROUP\s+BY)\b/i.exec(text.slice(i));
      if (match) {
        const clause = match[1]?.toUpperCase().replace(/\s+/, ' ') as Clause;
        found.push({ clause, at: i, end: i + match[0].length });
        i += match[0].length - 1;
      }
    }
  }
  return found;
}

/**
 * Reads an assistant's query: `SELECT <aggregates> FROM <datasets> WHERE <filter> GROUP BY <keys>`,
 * any clause but SELECT left out, or a bare filter (then everything is the filter). A clause named
 * twice, or out of order, makes it a bare filter too: never a guess at what was meant.
 */
export function readStatement(query: string): Statement {
  const text = query.trim().replace(/;$/, '');
  const starts = clauseStarts(text);
  const ordered = starts.every(
    (s, i) => i === 0 || CLAUSES.indexOf(s.clause) > CLAUSES.indexOf(starts[i - 1]?.clause as Clause),
  );
  if (starts[0]?.clause !== 'SELECT' || starts[0].at !== 0 || !ordered)
    return { select: [], from: [], where: text, groups: [] };
  const part = (clause: Clause) => {
    const i = starts.findIndex((s) => s.clause === clause);
    const start = starts[i];
    return start ? text.slice(start.end, starts[i + 1]?.at ?? text.length).trim() : '';
  };
  return {
    select: splitList(part('SELECT')),
    from: splitList(part('FROM')).map((name) => name.replace(/^"(.*)"$/, '$1')),
    where: part('WHERE'),
    groups: splitList(part('GROUP BY')),
  };
}
