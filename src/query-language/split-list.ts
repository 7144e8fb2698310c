/** A comma-separated list as people type it; commas inside parentheses (`percentile(k, 95)`) stay. */
export function splitList(text: string): string[] {
  return text
    .split(/,(?![^()]*\))/)
    .map((s) => s.trim())
    .filter(Boolean);
}
