import type { Expr, Value } from './ast';
import { QuerySyntaxError } from './errors';
import { tokenize } from './tokenizer';
import type { ComparisonOperator, Token } from './tokens';

/**
 * Parses a where-expression (see GRAMMAR.md). Returns null for an empty query, which matches every
 * event. Throws QuerySyntaxError with the position and what was expected.
 */
export function parseWhere(input: string): Expr | null {
  const parser = new Parser(tokenize(input));
  if (parser.peek().type === 'eof') return null;
  const expr = parser.orExpr();
  const rest = parser.peek();
  if (rest.type !== 'eof') {
    throw new QuerySyntaxError(
      rest.type === 'rparen' ? 'This ")" has no matching "(".' : `Unexpected ${describe(rest)}.`,
      rest.start,
      rest.end,
      ['AND', 'OR', 'end of query'],
    );
  }
  return expr;
}

function describe(token: Token): string {
  switch (token.type) {
    case 'eof':
      return 'end of query';
    case 'string':
      return `string '${token.value}'`;
    case 'keyword':
      return `keyword ${token.value}`;
    default:
      return `"${token.value}"`;
  }
}

const STARTS_TERM = new Set(['key', 'string', 'number', 'lparen']);

class Parser {
  #index = 0;

  constructor(private readonly tokens: Token[]) {}

  peek(offset = 0): Token {
    return this.tokens[Math.min(this.#index + offset, this.tokens.length - 1)] as Token;
  }

  next(): Token {
    const token = this.peek();
    if (token.type !== 'eof') this.#index++;
    return token;
  }

  isKeyword(word: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token.type === 'keyword' && token.value === word;
  }

  fail(expected: string[], message?: string): never {
    const token = this.peek();
    const end = token.type === 'eof' ? token.start + 1 : token.end;
    throw new QuerySyntaxError(
      message ?? `Expected ${expected.join(' or ')} but found ${describe(token)}.`,
      token.start,
      end,
      expected,
    );
  }

  expectKeyword(word: string): void {
    if (!this.isKeyword(word)) this.fail([word]);
    this.next();
  }

  orExpr(): Expr {
    let left = this.andExpr();
    while (this.isKeyword('OR')) {
      this.next();
      left = { kind: 'or', left, right: this.andExpr() };
    }
    return left;
  }

  /** Terms side by side are joined with AND, as in `connection refused`. */
  andExpr(): Expr {
    let left = this.notExpr();
    for (;;) {
      if (this.isKeyword('AND')) {
        this.next();
      } else if (!(STARTS_TERM.has(this.peek().type) || this.isKeyword('NOT'))) {
        break;
      }
      left = { kind: 'and', left, right: this.notExpr() };
    }
    return left;
  }

  notExpr(): Expr {
    if (this.isKeyword('NOT')) {
      this.next();
      return { kind: 'not', operand: this.notExpr() };
    }
    return this.primary();
  }

  primary(): Expr {
    const token = this.peek();
    if (token.type === 'lparen') {
      this.next();
      const inner = this.orExpr();
      if (this.peek().type !== 'rparen')
        this.fail([')'], `Expected ")" to close the "(" at ${token.start + 1}.`);
      this.next();
      return inner;
    }
    if (token.type === 'key') return this.predicateOrText();
    if (token.type === 'string' || token.type === 'number') {
      this.next();
      return { kind: 'text', text: token.value };
    }
    return this.fail(['a key', 'a word to search for', '(', 'NOT']);
  }

  predicateOrText(): Expr {
    const keyToken = this.next();
    const key = keyToken.value;
    const following = this.peek();
    if (following.type === 'op') {
      this.next();
      return { kind: 'compare', key, op: following.value as ComparisonOperator, value: this.value() };
    }
    const negated =
      this.isKeyword('NOT') && ['LIKE', 'ILIKE', 'IN', 'BETWEEN'].some((w) => this.isKeyword(w, 1));
    if (negated) this.next();
    if (this.isKeyword('LIKE') || this.isKeyword('ILIKE')) {
      const caseInsensitive = this.next().value === 'ILIKE';
      const pattern = this.peek();
      if (pattern.type !== 'string') this.fail(["a quoted pattern such as '%timeout%'"]);
      this.next();
      return { kind: 'like', key, pattern: pattern.value, caseInsensitive, negated };
    }
    if (this.isKeyword('IN')) {
      this.next();
      if (this.peek().type !== 'lparen') this.fail(['(']);
      this.next();
      const values = [this.value()];
      while (this.peek().type === 'comma') {
        this.next();
        values.push(this.value());
      }
      if (this.peek().type !== 'rparen') this.fail([',', ')']);
      this.next();
      return { kind: 'in', key, values, negated };
    }
    if (this.isKeyword('BETWEEN')) {
      this.next();
      const low = this.value();
      this.expectKeyword('AND');
      return { kind: 'between', key, low, high: this.value(), negated };
    }
    if (this.isKeyword('IS')) {
      this.next();
      const not = this.isKeyword('NOT');
      if (not) this.next();
      this.expectKeyword('NULL');
      return { kind: 'isNull', key, negated: not };
    }
    // A bare word on its own: free text.
    return { kind: 'text', text: key };
  }

  value(): Value {
    const token = this.peek();
    switch (token.type) {
      case 'string':
        this.next();
        return { type: 'string', value: token.value };
      case 'number':
        this.next();
        return { type: 'number', value: Number(token.value) };
      case 'key':
        this.next();
        return { type: 'key', name: token.value };
      case 'keyword':
        if (token.value === 'TRUE' || token.value === 'FALSE') {
          this.next();
          return { type: 'boolean', value: token.value === 'TRUE' };
        }
        if (token.value === 'NULL') {
          this.next();
          return { type: 'null' };
        }
        break;
      default:
        break;
    }
    return this.fail(["a value such as 'text', 42, TRUE or another key"]);
  }
}
