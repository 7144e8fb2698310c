import {
  autocompletion,
  closeBrackets,
  type Completion,
  type CompletionContext,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { linter, type Diagnostic } from '@codemirror/lint';
import { Compartment, EditorState, Facet, RangeSetBuilder } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  keymap,
  placeholder as placeholderExtension,
  ViewPlugin,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { maskPlaceholders } from '../../query-language/placeholders';
import { KEYWORDS } from '../../query-language/tokens';
import { completionContext, findProblem, highlightSpans } from './analysis';
import styles from './query-editor.module.css';

export interface KeySuggestion {
  name: string;
  detail?: string;
}

export interface QueryEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd-Enter. */
  onRun: () => void;
  label: string;
  keys: KeySuggestion[];
  valuesFor: (key: string) => string[];
  placeholder?: string;
  /** Allow template placeholders (`{{name}}`), read as strings. */
  templates?: boolean;
  /** Shown, selectable and copyable, but not editable (a form the person may not save). */
  readOnly?: boolean;
}

/** Whether the text may change: reconfigured when the person's permission to save is known. */
const editing = new Compartment();
const editable = (readOnly: boolean) => [
  EditorState.readOnly.of(readOnly),
  EditorView.editable.of(!readOnly),
];

const marks = {
  key: Decoration.mark({ class: styles.key }),
  string: Decoration.mark({ class: styles.string }),
  number: Decoration.mark({ class: styles.number }),
  operator: Decoration.mark({ class: styles.operator }),
  keyword: Decoration.mark({ class: styles.keyword }),
  punctuation: Decoration.mark({ class: styles.punctuation }),
  invalid: Decoration.mark({ class: styles.invalid }),
};

/** Highlighting from the language's own tokenizer, so the editor and the engine read queries alike. */
const highlighter = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = build(view);
    }
    update(update: ViewUpdate) {
      if (update.docChanged) this.decorations = build(update.view);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

/** Whether the editor allows template placeholders; set once per editor. */
const templatesFacet = Facet.define<boolean, boolean>({ combine: (values) => values.some(Boolean) });
const readable = (view: EditorView, text: string) =>
  view.state.facet(templatesFacet) ? maskPlaceholders(text) : text;

function build(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  for (const span of highlightSpans(readable(view, view.state.doc.toString()))) {
    if (span.to > span.from) builder.add(span.from, span.to, marks[span.kind]);
  }
  return builder.finish();
}

/**
 * The where-expression editor: highlighting, completion of keys and their values, an underline and a
 * message where the query cannot be read (before anything is sent), Ctrl/Cmd-Enter runs.
 * Shared by search and dashboards; knows nothing of the API (keys and values come in as props).
 */
export default function QueryEditor({
  value,
  onChange,
  onRun,
  label,
  keys,
  valuesFor,
  placeholder,
  templates = false,
  readOnly = false,
}: QueryEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const errorId = useId();
  const latest = useRef({ onChange, onRun, keys, valuesFor });
  useEffect(() => {
    latest.current = { onChange, onRun, keys, valuesFor };
  });

  // Made before the browser paints: an empty frame painted first would be one line tall and then
  // grow to the text's (a placeholder takes two lines on a phone), moving everything below it.
  useLayoutEffect(() => {
    if (!host.current) return;
    const complete = (context: CompletionContext) => {
      const word = context.matchBefore(/[\w$@.'-]*/);
      if (
        !word ||
        (word.from === word.to &&
          !context.explicit &&
          !/[=<>] ?$/.test(context.state.sliceDoc(0, context.pos)))
      )
        return null;
      const where = completionContext(context.state.doc.toString(), context.pos);
      if (where.kind === 'value') {
        const options: Completion[] = latest.current.valuesFor(where.key).map((v) => ({
          label: /^-?\d+(\.\d+)?$/.test(v) ? v : `'${v.replace(/'/g, "''")}'`,
          type: 'constant',
        }));
        return { from: word.from, options };
      }
      return {
        from: word.from,
        options: [
          ...latest.current.keys.map((k) => ({
            label: k.name,
            type: 'property',
            ...(k.detail ? { detail: k.detail } : {}),
          })),
          ...KEYWORDS.map((k) => ({ label: k, type: 'keyword', boost: -1 })),
        ],
      };
    };
    const lint = linter(
      (v): Diagnostic[] => {
        const problem = findProblem(readable(v, v.state.doc.toString()));
        if (!problem) return [];
        const length = v.state.doc.length;
        // An error at the very end (a missing value) underlines the last character.
        const from = problem.from >= length ? Math.max(0, length - 1) : problem.from;
        return [{ from, to: Math.max(from + 1, problem.to), severity: 'error', message: problem.message }];
      },
      { delay: 150 },
    );
    const instance = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          templatesFacet.of(templates),
          editing.of(editable(readOnly)),
          history(),
          closeBrackets(),
          keymap.of([
            { key: 'Mod-Enter', run: () => (latest.current.onRun(), true) },
            ...defaultKeymap.filter((b) => b.key !== 'Enter'),
            ...historyKeymap,
          ]),
          // One line: Enter runs instead of breaking the line.
          EditorState.transactionFilter.of((tr) => (tr.newDoc.lines > 1 ? [] : tr)),
          keymap.of([{ key: 'Enter', run: () => (latest.current.onRun(), true) }]),
          // Long queries wrap instead of scrolling sideways: all of it stays in view.
          EditorView.lineWrapping,
          highlighter,
          lint,
          autocompletion({ override: [complete], activateOnTyping: true }),
          placeholderExtension(placeholder ?? ''),
          EditorView.contentAttributes.of({
            'aria-label': label,
            'aria-describedby': errorId,
            'aria-multiline': 'false',
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
          EditorView.theme({ '&': { fontFamily: 'var(--font-mono)' } }),
        ],
      }),
    });
    view.current = instance;
    return () => {
      instance.destroy();
      view.current = null;
    };
    // The editor is created once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: editing.reconfigure(editable(readOnly)) });
  }, [readOnly]);

  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value) {
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
    }
  }, [value]);

  const problem = findProblem(templates ? maskPlaceholders(value) : value);
  return (
    <div className={styles.wrapper}>
      <div ref={host} className={styles.editor} data-invalid={problem ? 'true' : undefined} />
      <p id={errorId} className={styles.problem} role="status" aria-live="polite">
        {/* eslint-disable-next-line lookout/shown-text -- the parser's own words about the person's query */}
        {problem ? `${problem.message} (at character ${problem.from + 1})` : ''}
      </p>
    </div>
  );
}
