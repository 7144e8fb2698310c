/** Tags as a person writes them: "team=payments, environment=production". */
export function parseTags(text: string): { tags: Record<string, string> } | { problem: string } {
  const tags: Record<string, string> = {};
  for (const part of text
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z_][\w.-]*)\s*=\s*(.+)$/.exec(part);
    if (!match) return { problem: `"${part}" is not a tag; write key=value, e.g. team=payments.` };
    const [, key, value] = match as unknown as [string, string, string];
    if (key in tags) return { problem: `The tag ${key} is given twice.` };
    tags[key] = value.trim();
  }
  return { tags };
}

export const tagsText = (tags: Record<string, string> | undefined) =>
  Object.entries(tags ?? {})
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');

/** A collection's or dataset's name: up to 255 characters, no "/" (the console writes collection/dataset). */
export function nameProblem(name: string, what: 'collection' | 'dataset'): string | undefined {
  if (!name.trim()) return `Name the ${what}.`;
  if (name.trim().length > 255) return `A ${what} name has at most 255 characters.`;
  if (name.includes('/')) return `A ${what} name cannot contain "/".`;
  return undefined;
}
