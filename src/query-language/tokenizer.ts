import { QuerySyntaxError } from './errors';
import { KEYWORDS, type Token } from './tokens';

const KEYWORD_SET = new Set<string>(KEYWORDS);
/** Keys: letters, digits, _, . and - inside; may start with $ (attributes) or @ (reserved keys). */
const KEY_START = /[A-Za-z_$@]/;
const KEY_PART = /[A-Za-z0-9_.$@-]/;
const NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?/;

/** Splits a where-expression into tokens; every token knows where it stands in the input. */
export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i] as string;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const start = i;
    if (ch === "'") {
      let value = '';
      i++;
      for (;;) {
        if (i >= input.length)
          throw new QuerySyntaxError('This string has no closing quote.', start, input.length, ["'"]);
        const c = input[i] as string;
        if (c === "'") {
          if (input[i + 1] === "'") {
            value += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += c;
        i++;
      }
      tokens.push({ type: 'string', value, start, end: i });
      continue;
    }
    if (ch === '"' || ch === '`') {
      // A quoted key, for names with spaces or other characters: "user agent".
      const close = input.indexOf(ch, i + 1);
      if (close < 0)
        throw new QuerySyntaxError('This quoted key has no closing quote.', start, input.length, [ch]);
      const value = input.slice(i + 1, close);
      if (!value) throw new QuerySyntaxError('A quoted key cannot be empty.', start, close + 1, ['a key']);
      i = close + 1;
      tokens.push({ type: 'key', value, start, end: i });
      continue;
    }
    const number = NUMBER.exec(input.slice(i));
    const previous = tokens[tokens.length - 1];
    // "-" starts a number only where a value may stand, not after a key or value (a - b is not valid anyway).
    if (
      number &&
      (ch !== '-' ||
        !previous ||
        previous.type === 'op' ||
        previous.type === 'lparen' ||
        previous.type === 'comma' ||
        previous.type === 'keyword')
    ) {
      const next = input[i + number[0].length];
      if (next === undefined || !KEY_PART.test(next)) {
        i += number[0].length;
        tokens.push({ type: 'number', value: number[0], start, end: i });
        continue;
      }
    }
    if (KEY_START.test(ch) || /\d/.test(ch)) {
      while (i < input.length && KEY_PART.test(input[i] as string)) i++;
      const word = input.slice(start, i);
      const upper = word.toUpperCase();
      tokens.push(
        KEYWORD_SET.has(upper)
          ? { type: 'keyword', value: upper, start, end: i }
          : { type: 'key', value: word, start, end: i },
      );
      continue;
    }
    const two = input.slice(i, i + 2);
    if (two === '!=' || two === '<>' || two === '<=' || two === '>=') {
      tokens.push({ type: 'op', value: two === '<>' ? '!=' : two, start, end: i + 2 });
      i += 2;
      continue;
    }
    if (ch === '=' || ch === '<' || ch === '>') {
      tokens.push({ type: 'op', value: ch, start, end: ++i });
      continue;
    }
    const single = { '(': 'lparen', ')': 'rparen', ',': 'comma', '*': 'star' } as const;
    if (ch in single) {
      tokens.push({ type: single[ch as keyof typeof single], value: ch, start, end: ++i });
      continue;
    }
    throw new QuerySyntaxError(`Unexpected character "${ch}".`, start, start + 1, [
      'a key',
      'a value',
      'an operator',
    ]);
  }
  tokens.push({ type: 'eof', value: '', start: input.length, end: input.length });
  return tokens;
}
