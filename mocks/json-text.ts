import { stringify as losslessStringify } from 'lossless-json';

/**
 * A body as JSON text. The live service's event sequences are 64-bit numbers (bigints here), which
 * JSON.stringify refuses: such a body is written by lossless-json, which writes a bigint's digits.
 */
export function jsonText(body: unknown): string {
  try {
    return JSON.stringify(body);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return losslessStringify(body) ?? 'null';
  }
}
