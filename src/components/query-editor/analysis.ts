import { QuerySyntaxError } from '../../query-language/errors';
import { parseWhere } from '../../query-language/parser';
import { tokenize } from '../../query-language/tokenizer';
import type { Token } from '../../query-language/tokens';

export interface Span {
  from: number;
  to: number;
  kind: 'key' | 'string' | 'number' | 'operator' | 'keyword' | 'punctuation' | 'invalid';
}

/** Token spans for highlighting; past a tokenizer error the rest is marked invalid, so typing never breaks it. */
export function highlightSpans(text: string): Span[] {
  let tokens: Token[];
  let invalidFrom: number | null = null;
  try {
    tokens = tokenize(text);
  } catch (error) {
    if (!(error instanceof QuerySyntaxError)) throw error;
    invalidFrom = error.start;
    tokens = safeTokens(text.slice(0, error.start));
  }
  const spans: Span[] = tokens
    .filter((t) => t.type !== 'eof')
    .map((t) => ({
      from: t.start,
      to: t.end,
      kind:
        t.type === 'op'
          ? 'operator'
          : t.type === 'lparen' || t.type === 'rparen' || t.type === 'comma' || t.type === 'star'
            ? 'punctuation'
            : t.type === 'keyword'
              ? 'keyword'
              : (t.type as Span['kind']),
    }));
  if (invalidFrom !== null && invalidFrom < text.length)
    spans.push({ from: invalidFrom, to: text.length, kind: 'invalid' });
  return spans;
}

function safeTokens(text: string): Token[] {
  try {
    return tokenize(text);
  } catch {
    return [];
  }
}

export interface Problem {
  from: number;
  to: number;
  message: string;
}

/** The first problem of a where-expression, for the underline and the message; null when it reads. */
export function findProblem(text: string): Problem | null {
  try {
    parseWhere(text);
    return null;
  } catch (error) {
    if (!(error instanceof QuerySyntaxError)) throw error;
    const from = Math.min(error.start, text.length);
    return { from, to: Math.max(from, Math.min(error.end, text.length)), message: error.message };
  }
}

/** What the cursor is completing: a key, or a value of the key before the operator. */
export function completionContext(
  text: string,
  cursor: number,
): { kind: 'key' } | { kind: 'value'; key: string; quoted: boolean } {
  const before = text.slice(0, cursor);
  const tokens = safeTokens(before.replace(/'[^']*$/, '')).filter((t) => t.type !== 'eof');
  const last = tokens[tokens.length - 1];
  const typingWord = /[\w$@.'-]$/.test(before);
  const previous =
    typingWord && last && last.end === before.replace(/'[^']*$/, '').length
      ? tokens[tokens.length - 2]
      : last;
  const beforePrevious = tokens[tokens.indexOf(previous as Token) - 1];
  if (previous?.type === 'op' && beforePrevious?.type === 'key') {
    return { kind: 'value', key: beforePrevious.value, quoted: /'[^']*$/.test(before) };
  }
  return { kind: 'key' };
}
