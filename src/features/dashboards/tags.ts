/** Tags as people type them: "team:platform, env:prod" (a bare word is a tag with an empty value). */
export function parseTags(text: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const part of text.split(',')) {
    const [key = '', ...rest] = part.split(':');
    if (key.trim()) tags[key.trim()] = rest.join(':').trim();
  }
  return tags;
}

export function formatTags(tags: Record<string, string> | undefined): string {
  return Object.entries(tags ?? {})
    .map(([k, v]) => (v ? `${k}:${v}` : k))
    .join(', ');
}
