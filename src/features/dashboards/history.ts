/** One undoable change of the session: what it was, and how to take it back or do it again. */
export interface Change {
  label: string;
  undo: () => void | Promise<void>;
  redo: () => void | Promise<void>;
}

export interface History {
  past: Change[];
  future: Change[];
}

export const EMPTY_HISTORY: History = { past: [], future: [] };
/** Enough for a session of editing; older changes fall off. */
const LIMIT = 100;

export function record(history: History, change: Change): History {
  return { past: [...history.past, change].slice(-LIMIT), future: [] };
}

/** The change to take back and the history after it, or null when there is nothing to undo. */
export function undo(history: History): { change: Change; history: History } | null {
  const change = history.past.at(-1);
  if (!change) return null;
  return { change, history: { past: history.past.slice(0, -1), future: [change, ...history.future] } };
}

export function redo(history: History): { change: Change; history: History } | null {
  const [change, ...future] = history.future;
  if (!change) return null;
  return { change, history: { past: [...history.past, change], future } };
}
