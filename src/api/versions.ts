/**
 * A record's version as the service gave it (`ETag`, x-assumed), kept beside the record the client
 * read it with: a write made from that record names it in `If-Match`, and the service refuses it
 * (412) when the record changed since. The live service sends no versions: nothing is kept, nothing
 * is named, and the form's read-and-compare just before the write is what guards it.
 */
const versions = new WeakMap<object, string>();

/** Called by the client as it reads an answer. */
export function keepVersion(record: unknown, version: string | null): void {
  if (version && record !== null && typeof record === 'object') versions.set(record, version);
}

/** The version `record` was read at, when the service gave one. */
function versionOf(record: unknown): string | undefined {
  return record !== null && typeof record === 'object' ? versions.get(record) : undefined;
}

/**
 * A read for a write: never from the cache, and never merged into what the cache held (merging makes
 * a new object, without the version the service gave).
 */
export const FRESH = { staleTime: 0, structuralSharing: false } as const;

/** A record read for a write, as a form's draft, with the version it was read at. */
export interface Versioned<D> {
  draft: D;
  version: string | undefined;
}

/** A record read afresh (with `FRESH`), as a form's draft and its version. */
export const versioned = <T, D>(record: T, draftOf: (record: T) => D): Versioned<D> => ({
  draft: draftOf(record),
  version: versionOf(record),
});

/** A write's precondition: `params: { path, ...ifMatch(version) }`. */
export const ifMatch = (version: string | undefined) => (version ? { header: { 'If-Match': version } } : {});
