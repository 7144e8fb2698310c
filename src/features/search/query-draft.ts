/**
 * The query in the Logs editor, which may differ from the one that ran (the URL's `q`) until it is
 * run. Every control that runs a search (Run, Enter, Apply, a field's value, a legend, a brush, a
 * table's group, a view) takes the query from here, so what is sent is what the editor shows; a
 * query with a problem is not sent at all, and the editor says why. Kept outside React state so a
 * keystroke re-renders the editor alone, never the results.
 */
export interface QueryDraft {
  /** The editor's text now. */
  readonly text: string;
  /** The query that ran (the URL's), as the editor would show it. */
  readonly ran: string;
  /** Why the last attempt to run was refused, until the text changes. */
  readonly refused: string | undefined;
}

/** The query to send: the text when it has any, else none. */
const queryOf = (text: string): string | undefined => text.trim() || undefined;

/** Whether the editor shows something other than what ran. */
export const isEdited = (draft: QueryDraft): boolean => draft.text.trim() !== draft.ran.trim();

export function createQueryDraft(ran: string | undefined) {
  let draft: QueryDraft = { text: ran ?? '', ran: ran ?? '', refused: undefined };
  const listeners = new Set<() => void>();
  const set = (next: QueryDraft) => {
    draft = next;
    for (const listener of listeners) listener();
  };
  let focusEditor: () => void = () => undefined;

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => draft,
    /** A keystroke. */
    type(text: string) {
      if (text !== draft.text) set({ ...draft, text, refused: undefined });
    },
    /** The query that ran changed (a run, Back, a link): the editor shows it. */
    ran(q: string | undefined) {
      if ((q ?? '') !== draft.ran) set({ text: q ?? '', ran: q ?? '', refused: undefined });
    },
    /** Puts back the query that ran. */
    undo() {
      set({ ...draft, text: draft.ran, refused: undefined });
    },
    /** How the editor takes the focus when a run is refused. */
    onRefused(focus: () => void) {
      focusEditor = focus;
    },
    /**
     * The query to send with a run: the editor's text, checked. Undefined (`{ refused }`) when it has
     * a problem: then nothing is sent, the editor says why and takes the focus.
     */
    async take(): Promise<{ q: string | undefined } | { refused: string }> {
      const text = draft.text;
      // Nothing edited: what runs is what ran, and the editor shows it.
      if (!isEdited(draft)) return { q: queryOf(draft.ran) };
      // The check comes with the editor's code (which shows the problem), not with the page's first paint.
      const { findProblem } = await import('../../components/query-editor/analysis');
      const problem = findProblem(text)?.message;
      if (problem === undefined) return { q: queryOf(text) };
      set({ ...draft, refused: problem });
      focusEditor();
      return { refused: problem };
    },
  };
}

export type QueryDraftStore = ReturnType<typeof createQueryDraft>;
