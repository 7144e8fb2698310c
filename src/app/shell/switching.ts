/**
 * The organisation being switched to, while the switch runs: the shell then shows only that, so no
 * page of the old organisation stays mounted to ask for its data again.
 */
let switchingTo: string | null = null;
const listeners = new Set<() => void>();

export const switching = {
  get: (): string | null => switchingTo,
  set(name: string | null): void {
    switchingTo = name;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
