/**
 * The live service's event sequences are 64-bit numbers above 2^53 (its command-line client was fixed
 * for 4244404144331292672, printed as …292700): a browser's JSON.parse rounds them to a multiple of
 * 512, so events a few hundred apart read as one. The vendor profile hands out the engine's sequences
 * moved up by this base, so every test on it proves they are kept exact, and reads them back.
 */
const VENDOR_SEQUENCE_BASE = 4_244_404_144_331_292_672n;

/** An engine sequence as the live service sends it. */
export const vendorSequence = (sequence: number): bigint => VENDOR_SEQUENCE_BASE + BigInt(sequence);

/**
 * A sequence the live service was sent back, as the engine's; undefined when it is not one it handed
 * out (a rounded one usually is not one of the minute's, and the engine refuses it).
 */
export function engineSequence(text: string): number | undefined {
  if (!/^\d{1,20}$/.test(text)) return undefined;
  const offset = BigInt(text) - VENDOR_SEQUENCE_BASE;
  return offset >= 0n && offset <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(offset) : undefined;
}

const SEQUENCE_IN_URL = /([?&](?:from_)?sequence=)(\d+)/g;

/**
 * Every sequence of a search, context or live-tail answer as the live service sends it: an event's
 * `metadata.sequence` (a number beyond 2^53), a row's `@sequence` (its text) and the context links.
 */
export function withVendorSequences(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withVendorSequences);
  if (typeof node === 'string')
    return node.includes('sequence=')
      ? node.replace(
          SEQUENCE_IN_URL,
          (_all, name: string, digits: string) => name + vendorSequence(Number(digits)),
        )
      : node;
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      // An event's own keys are its data, not the service's: left as they are.
      if (key === 'message_kvs' || key === 'attributes' || key === 'selectedKeys' || key === 'unselectedKeys')
        return [key, value];
      if (key === 'sequence' && typeof value === 'number') return [key, vendorSequence(value)];
      if (key === '@sequence' && typeof value === 'string' && /^\d+$/.test(value))
        return [key, String(vendorSequence(Number(value)))];
      return [key, withVendorSequences(value)];
    }),
  );
}
