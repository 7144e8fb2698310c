/**
 * A body as JSON text. The live service's event sequences are 64-bit numbers (bigints here), which
 * JSON.stringify refuses: they are written as their digits with `JSON.rawJSON` (the same web standard
 * as the console's exact reading: every browser since 2025, Node from 22 or 20 with its V8 flag, as
 * the tests run). Where it is missing (`npm run mock-server` on Node 20), the server gives a writer
 * at start (`setBigintWriter`), so the demo in the browser carries no JSON library.
 */
let writeBigints: ((body: unknown) => string) | undefined;

export function setBigintWriter(write: (body: unknown) => string): void {
  writeBigints = write;
}

const { rawJSON } = JSON as unknown as { rawJSON?: (text: string) => unknown };

export function jsonText(body: unknown): string {
  try {
    return JSON.stringify(body);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    if (rawJSON)
      return JSON.stringify(body, (_key, value: unknown) =>
        typeof value === 'bigint' ? rawJSON(value.toString()) : value,
      );
    if (writeBigints) return writeBigints(body);
    throw error;
  }
}
