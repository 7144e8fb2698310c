/**
 * The one way a route reads its search params (its `validateSearch`). The URL is input from anywhere:
 * a value of the wrong type or outside its choices is dropped, so the page gets its default, and the
 * shell says quietly what was left out (`ignoredSearchKeys`).
 *
 * Every declared key comes back, `undefined` when absent or not understood: the router spreads the
 * raw URL under what a validator returns, so a key merely left out would reach the page as typed.
 * (Plain functions, no schema library: route validation is in the first download.)
 */
export type Reader<T> = (value: unknown) => T | undefined;
export type SearchShape<S> = { [K in keyof S]-?: Reader<Exclude<S[K], undefined>> };

export function searchParams<S extends object>(
  shape: SearchShape<S>,
  /** Checks across keys (a window's from before its to); gets and returns every key. */
  refine: (state: S) => S = (state) => state,
): (search: Record<string, unknown>) => S {
  return (search) => {
    const state: Record<string, unknown> = {};
    for (const key of Object.keys(shape) as (keyof S & string)[])
      state[key] = (shape[key] as Reader<unknown>)(search[key]);
    // What the readers could not use is reported; what `refine` settles between keys is not.
    const ignored = Object.keys(shape).filter((key) => search[key] !== undefined && state[key] === undefined);
    if (ignored.length) noteIgnored(ignored);
    return refine(state as S);
  };
}

/**
 * Text. The router reads `?q=123` as the number 123 and `?q=true` as a boolean; a person typing them
 * meant the text.
 */
export const text: Reader<string> = (value) =>
  typeof value === 'string'
    ? value === ''
      ? undefined
      : value
    : (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean'
      ? String(value)
      : undefined;

/**
 * A list of texts; one text alone is a list of one; an empty list stays empty (a person who chose no
 * datasets chose none). Entries that are not text are dropped, and a list of nothing but those is none.
 */
export const texts: Reader<string[]> = (value) => {
  if (Array.isArray(value) && value.length === 0) return [];
  const list = (Array.isArray(value) ? value : [value]).map(text).filter((v) => v !== undefined);
  return list.length ? list : undefined;
};

/** One of the given values, exactly. */
export const oneOf =
  <T extends string | number>(values: readonly T[]): Reader<T> =>
  (value) =>
    values.find((v) => v === value);

/** Several of the given values; unknown ones are dropped. */
export const someOf =
  <T extends string>(values: readonly T[]): Reader<T[]> =>
  (value) => {
    const list = (Array.isArray(value) ? value : [value]).filter((v): v is T => values.includes(v as T));
    return list.length ? [...new Set(list)] : undefined;
  };

/** A whole number within [min, max]. */
export const whole =
  (min: number, max: number): Reader<number> =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

/**
 * An integer that may be beyond 2^53 (an event's sequence), as its digits: the router hands one beyond
 * 2^53 over as its text (src/app/router.tsx), a smaller one as a number.
 */
export const exactInteger: Reader<string> = (value) => {
  // A number here is one its digits say exactly (the router takes digits as a number only then).
  const digits = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  return typeof digits === 'string' && /^-?\d{1,20}$/.test(digits) ? digits : undefined;
};

/** Any finite number (a threshold); the router reads `?threshold=1.5` as one. */
export const finite: Reader<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** A list page's page number (see useTablePage): from 1. */
export const listPage = whole(1, 1_000_000);

/** A list page searched by text: the text, the order (useTableSort) and the page. */
export interface TextListUrl {
  q?: string;
  sort?: string;
  page?: number;
}

export const validateTextList = searchParams<TextListUrl>({ q: text, sort: text, page: listPage });

/** A map of texts (a dashboard's input values); entries that are not text are dropped. */
export const textMap: Reader<Record<string, string>> = (value) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
};

/**
 * What the last link opened held that its page could not use, and where it was opened: the router
 * rewrites the address without those values at once, so the shell learns of them here. `keys` were
 * left out; `shortened` says what a refine step narrowed (a window longer than the page shows).
 */
export interface IgnoredParams {
  keys: string[];
  shortened?: string;
  pathname: string;
}

let ignoredParams: IgnoredParams | null = null;
const listeners = new Set<() => void>();

function note(change: Partial<Pick<IgnoredParams, 'keys' | 'shortened'>>): void {
  const pathname = globalThis.location?.pathname ?? '';
  const earlier = ignoredParams?.pathname === pathname ? ignoredParams : { keys: [] };
  ignoredParams = { ...earlier, ...change, pathname };
  listeners.forEach((listener) => listener());
}

const noteIgnored = (keys: string[]) => note({ keys });

/** Said by a refine step that narrowed what the link asked for, in one sentence. */
export const noteShortened = (sentence: string) => note({ shortened: sentence });

export const ignoredParamsStore = {
  get: (): IgnoredParams | null => ignoredParams,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  clear(): void {
    ignoredParams = null;
    listeners.forEach((listener) => listener());
  },
};
