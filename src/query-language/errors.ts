/** A query the language cannot read: where it went wrong, and what would have been valid there. */
export class QuerySyntaxError extends Error {
  override readonly name = 'QuerySyntaxError';

  constructor(
    message: string,
    /** Offset of the first character of the problem in the input. */
    readonly start: number,
    /** Offset just past the problem (start + 1 at least, so an editor can underline it). */
    readonly end: number,
    /** What the parser would have accepted here, e.g. ["a value", "("]. */
    readonly expected: string[] = [],
  ) {
    super(message);
  }
}
