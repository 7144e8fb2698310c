/**
 * Search-param readers for routes' validateSearch. The URL is input from anywhere: anything of the
 * wrong type is dropped, never trusted. (Plain functions keep the first visit within its budget.)
 */
export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function optionalStrings(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;
}
