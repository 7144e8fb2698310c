/**
 * Tags, one syntax everywhere in the console (dashboards, datasets, the dashboard filter):
 * "team:payments, env:prod". A bare word is a tag with no value. Read strictly, so nothing a person
 * typed is dropped or changed without a word: a part that is not a tag, or a key given twice, is a
 * problem to show at the field.
 */
const KEY = /^[A-Za-z0-9_][\w.\-/]*$/;
const MAX_KEY = 128;
const MAX_VALUE = 256;

export type ParsedTags = { tags: Record<string, string> } | { problem: string };

export function parseTags(text: string): ParsedTags {
  const tags: Record<string, string> = {};
  for (const part of text
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const colon = part.indexOf(':');
    const key = (colon < 0 ? part : part.slice(0, colon)).trim();
    const value = colon < 0 ? '' : part.slice(colon + 1).trim();
    if (!KEY.test(key) || key.length > MAX_KEY)
      return {
        problem: `"${part}" is not a tag: write key:value (or a key alone), keys of letters, digits, _ . - /, e.g. team:payments.`,
      };
    if (value.length > MAX_VALUE)
      return { problem: `The value of ${key} is longer than ${MAX_VALUE} characters.` };
    if (key in tags) return { problem: `The tag ${key} is given twice.` };
    tags[key] = value;
  }
  return { tags };
}

/** One tag as people read and type it. */
export const formatTag = (key: string, value: string) => (value ? `${key}:${value}` : key);

export const formatTags = (tags: Record<string, string> | undefined) =>
  Object.entries(tags ?? {})
    .map(([k, v]) => formatTag(k, v))
    .join(', ');
