type TokenType =
  | 'key' // status_code, $environment, @raw, service.name
  | 'string' // 'single quoted', '' escapes a quote
  | 'number' // 42, -1.5, 1e3
  | 'op' // = != <> < > <= >=
  | 'keyword' // AND OR NOT LIKE ILIKE IN IS NULL BETWEEN TRUE FALSE
  | 'lparen'
  | 'rparen'
  | 'comma'
  | 'star'
  | 'eof';

export interface Token {
  type: TokenType;
  /** The token's meaning: the unquoted string, the keyword in upper case, the operator, the key. */
  value: string;
  start: number;
  end: number;
}

export const KEYWORDS = [
  'AND',
  'OR',
  'NOT',
  'LIKE',
  'ILIKE',
  'IN',
  'IS',
  'NULL',
  'BETWEEN',
  'TRUE',
  'FALSE',
] as const;

export const COMPARISON_OPERATORS = ['=', '!=', '<', '>', '<=', '>='] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];
