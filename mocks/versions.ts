import type { Context, Implementation, OperationId } from './framework';
import { HttpError } from './http-errors';
import { jsonText } from './json-text';

/**
 * Every record a person edits carries a version on our service (x-assumed: neither the seed nor the
 * vendor's contract has conditional writes): its read answers with an `ETag`, and a write that names
 * an older one in `If-Match` writes nothing and answers 412. The version is a digest of the record as
 * its read returns it, so two reads of an unchanged record agree, whatever wrote it last.
 *
 * Each write below is checked against the read of the same path. (A dashboard's layout has its own
 * version, its `modified_at`, which the layout saver keeps across reloads: mocks/handlers/dashboards.ts.)
 */
const VERSIONED_WRITES: Partial<Record<OperationId, OperationId>> = {
  updateMonitor: 'getMonitor',
  updateLimit: 'getLimit',
  replaceWidget: 'getWidget',
  updateWidget: 'getWidget',
  updateUser: 'getUser',
  updateRole: 'getRole',
  updateGroup: 'getGroup',
  updateOrganisation: 'getOrganisation',
};
const VERSIONED_READS = new Set(Object.values(VERSIONED_WRITES));

/** FNV-1a over the record's JSON text: short, stable, and the same in the browser and in Node. */
function versionOf(record: unknown): string {
  let hash = 0x811c9dc5;
  const text = jsonText(record);
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `"${hash.toString(16).padStart(8, '0')}${text.length.toString(16)}"`;
}

type Handle = Implementation<OperationId>['handle'];

/** The record's version now, read as its read operation answers it. */
async function currentVersion(read: Handle, ctx: Context<OperationId>): Promise<string> {
  return versionOf(await read({ ...ctx, body: undefined, query: new URLSearchParams() } as never));
}

/**
 * Before a write: refuses one made from an older version (412). After it, and with a read: the
 * version to answer with, as `ETag`. `readOf` finds an operation's handler.
 */
export async function checkVersion(
  operationId: OperationId,
  ctx: Context<OperationId>,
  readOf: (id: OperationId) => Handle | undefined,
): Promise<void> {
  const readId = VERSIONED_WRITES[operationId];
  const read = readId && readOf(readId);
  const expected = ctx.headers.get('if-match');
  if (!read || expected === null) return;
  const now = await currentVersion(read, ctx);
  if (expected.trim() !== now && expected.trim() !== '*')
    throw new HttpError(
      412,
      `The record changed since the version you started from (If-Match ${expected}, now ${now}); nothing was written. Read it again.`,
    );
}

/** The `ETag` of a read's or a versioned write's answer; undefined for every other operation. */
export async function versionAfter(
  operationId: OperationId,
  ctx: Context<OperationId>,
  result: unknown,
  readOf: (id: OperationId) => Handle | undefined,
): Promise<string | undefined> {
  if (VERSIONED_READS.has(operationId)) return versionOf(result);
  const readId = VERSIONED_WRITES[operationId];
  const read = readId && readOf(readId);
  return read ? currentVersion(read, ctx) : undefined;
}
