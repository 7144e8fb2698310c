/** A collection's or dataset's name: up to 255 characters, no "/" (the console writes collection/dataset). */
export function nameProblem(name: string, what: 'collection' | 'dataset'): string | undefined {
  if (!name.trim()) return `Name the ${what}.`;
  if (name.trim().length > 255) return `A ${what} name has at most 255 characters.`;
  if (name.includes('/')) return `A ${what} name cannot contain "/".`;
  return undefined;
}
