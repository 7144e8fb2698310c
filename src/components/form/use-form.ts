import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadDraft, removeDraft, saveDraft } from '../../api/drafts';
import { pathOfError, toApiError, type ApiError } from '../../api/errors';
import { conflictOf, type Concurrent, type Conflict } from './conflict';
import { same } from './same';

/** What is wrong with a draft, by field, in words a person reads. */
type Problems<F extends string = string> = Partial<Record<F, string>>;

export interface FormOptions<D, F extends string, R> {
  /** What is saved now. The draft starts here; it is unsaved work while it differs from it. */
  initial: D;
  /** The draft's problems (pure). Shown from the first attempt to save, then as the person types. */
  validate?: (draft: D) => Problems<NoInfer<F>>;
  /**
   * The form field a service 400 names by its request path ("actions[1].email"). By default the
   * path's first name, when the draft has a field of that name.
   */
  fieldOf?: (path: string, draft: D) => NoInfer<F> | undefined;
  /** Keeps unsaved work for the tab and the person (src/api/drafts.ts): a reload loses nothing. */
  keep?: { kind: string; id: string };
  /** The write needs the person's yes first (a change of roles): `confirming` is set instead of sending. */
  needsConfirming?: (draft: D) => boolean;
  /**
   * Someone else may change the record while the form is open: `current` reads it afresh, as a
   * draft, just before each write. When it differs from the version the form started from, nothing
   * is written until the person chooses (`conflict`): theirs and yours together, yours, or theirs.
   */
  concurrent?: Concurrent<D>;
  /**
   * Writes a valid draft, made from the record's `version` where the service gives versions (send it
   * as If-Match: `ifMatch(version)`). What it throws is shown at the field it names, or below the form.
   */
  send: (draft: D, version?: string) => Promise<R>;
  /** After a write: tell the person, move on, or start a new draft. The form is not dirty by then. */
  onSaved?: (result: R, sent: D) => unknown;
}

export interface Form<D, F extends string> {
  draft: D;
  set: (change: Partial<D>) => void;
  /** Back to `to` (by default what is saved), forgetting problems and the last error. */
  reset: (to?: D) => void;
  /** Unsaved work: the draft differs from what is saved and from what this form last wrote. */
  dirty: boolean;
  /** The same, asked at the moment of leaving (a save that navigates must not be asked about). */
  isDirty: () => boolean;
  pending: boolean;
  /** The problem to show at a field: the draft's own, or what the service said about it. */
  problem: (field: F) => string | undefined;
  /** A text field's value, change and problem, for <TextField {...form.bind('name')} />. */
  bind: (field: TextKey<D> & F) => {
    value: string;
    onChange: (value: string) => void;
    problem: string | undefined;
  };
  /** Every problem shown now, in the order of the fields. */
  problems: Problems<F>;
  /** The last write's error when it names no field of this form: shown in a panel. */
  unplaced: ApiError | null;
  /** Validates, then sends (or asks first); on problems, focus goes to the first field that has one. */
  submit: () => void;
  /** A valid draft waits for the person's yes (`needsConfirming`): show the question while set. */
  confirming: boolean;
  /** The answer to that question: yes sends the draft, no goes back to editing. */
  answer: (yes: boolean) => void;
  /** The person leaves without saving: the draft kept for the tab is forgotten. */
  discard: () => void;
  /** The record changed elsewhere since the form opened (`concurrent`): shown until settled. */
  conflict: Conflict<D> | null;
  /** Settles it: theirs with your changes on it, yours over theirs, or theirs (your edits dropped). */
  settle: (choice: 'merge' | 'mine' | 'theirs') => void;
  /** For the `<form>` element (or <Form>): focus finding, submit, no browser validation. */
  formProps: {
    ref: React.RefObject<HTMLFormElement | null>;
    noValidate: true;
    onSubmit: (event: React.FormEvent) => void;
  };
}

/** The fields of a draft that hold text. */
type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D];

/**
 * Writes refused as made from an older version (412) before the form gives up: each is read again
 * first, so only a record changing faster than a read and a write could go three times running.
 */
const MAX_ATTEMPTS = 3;

/** A kept draft is kept with the version it was made from; both go together. */
const baseKind = (kind: string) => `${kind}.base`;
function forgetKept(keep: { kind: string; id: string }): void {
  removeDraft(keep.kind, keep.id);
  removeDraft(baseKind(keep.kind), keep.id);
}

const unsaved = <D>(draft: D, initial: D, lastSent: { draft: D } | undefined) =>
  !same(draft, initial) && !(lastSent && same(draft, lastSent.draft));

/**
 * Focus on the first field with a problem (marked by <Field>, <FieldSet>, <RadioGroup>): its invalid
 * control, or for a group, its first control.
 */
function focusFirstProblem(root: HTMLElement | null) {
  const field = root?.querySelector('[data-invalid]');
  const control =
    field?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    field?.querySelector<HTMLElement>('input, select, textarea, button, [contenteditable="true"]');
  control?.focus();
}

/** The field of the draft a service 400 names, if any (`fieldOf`, or by default the path's first name). */
function serviceFieldOf<D, F extends string>(
  error: ApiError | null,
  draft: D,
  fieldOf: ((path: string, draft: D) => F | undefined) | undefined,
): F | undefined {
  const path = pathOfError(error);
  if (!path) return undefined;
  if (fieldOf) return fieldOf(path, draft);
  const name = path.split(/[.[]/)[0] as F;
  return draft !== null && typeof draft === 'object' && name in draft ? name : undefined;
}

/** Unsaved work kept for the tab with the version it was made from, and forgotten once saved. */
function useKeptDraft<D>(
  keep: { kind: string; id: string } | undefined,
  dirty: boolean,
  draft: D,
  base: { current: D },
) {
  useEffect(() => {
    if (!keep) return;
    if (dirty) {
      saveDraft(keep.kind, keep.id, draft);
      saveDraft(baseKind(keep.kind), keep.id, base.current);
    } else forgetKept(keep);
  }, [keep?.kind, keep?.id, dirty, draft]); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * Writes `sent`. First, unless the person just settled a conflict (then from the version they chose
 * over), reads the record afresh: changed since the form's version `base`, nothing is written and the
 * conflict is handed to `onConflict`. The write names the version it was read at; a change landing
 * between that read and the write is refused by the service (412), and the record is read and
 * compared again. Null when nothing was written.
 */
async function writeFresh<D, F extends string, R>(
  options: FormOptions<D, F, R>,
  sent: D,
  base: D,
  settled: { version: string | undefined } | undefined,
  onConflict: (conflict: Conflict<D>) => void,
): Promise<{ result: R } | null> {
  const concurrent = options.concurrent;
  for (let attempt = 1; ; attempt++) {
    let version = settled?.version;
    if (concurrent && !(settled && attempt === 1)) {
      const current = await concurrent.current();
      if (!same(current.draft, base)) {
        onConflict(conflictOf(base, current, sent, concurrent));
        return null;
      }
      // Unchanged where the form looks: what changed (if anything) is the record's other fields.
      version = current.version;
    }
    try {
      return { result: await options.send(sent, version) };
    } catch (thrown) {
      if (!concurrent || toApiError(thrown).status !== 412 || attempt >= MAX_ATTEMPTS) throw thrown;
    }
  }
}

/**
 * The one form state of the console: the draft, its problems merged with the service's 400, focus on
 * the first problem, dirty tracking for the unsaved-changes guard, and optionally the draft kept for
 * the tab. The pure `draftOf / validate / writeOf` of each feature stay where they are.
 */
export function useForm<D, F extends string = Extract<keyof D, string>, R = unknown>(
  options: FormOptions<D, F, R>,
): Form<D, F> {
  const { initial, validate, fieldOf, keep } = options;
  const [draft, setDraft] = useState<D>(() => (keep && loadDraft<D>(keep.kind, keep.id)) || initial);
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  // Bumped when problems appear (local or the service's): the render after it focuses the first.
  const [focusTick, setFocusTick] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [conflict, setConflict] = useState<Conflict<D> | null>(null);
  // The version the draft is made from: what the service had when the form opened (kept with a kept
  // draft, so a reload does not forget it), then what this form last wrote or took from the service.
  const base = useRef<D>((keep && loadDraft<D>(baseKind(keep.kind), keep.id)) || initial);
  const ref = useRef<HTMLFormElement | null>(null);
  const latest = useRef({ draft, initial, options });
  // What this form last wrote: state for drawing, and a ref for the guard asked before the next render.
  const [lastSent, setLastSent] = useState<{ draft: D }>();
  const lastSentNow = useRef<{ draft: D }>(undefined);
  useLayoutEffect(() => {
    latest.current = { draft, initial, options };
  });

  const isDirty = useCallback(() => {
    const { draft: now, initial: saved } = latest.current;
    return unsaved(now, saved, lastSentNow.current);
  }, []);
  const dirty = unsaved(draft, initial, lastSent);

  useEffect(() => {
    if (focusTick) focusFirstProblem(ref.current);
  }, [focusTick]);

  useKeptDraft(keep, dirty, draft, base);

  const serviceField = serviceFieldOf(error, draft, fieldOf);
  const own: Problems<F> = attempted && validate ? validate(draft) : {};
  const problems: Problems<F> =
    serviceField && error && !own[serviceField] ? { ...own, [serviceField]: error.details } : own;

  // Writes `sent` (writeFresh), then the form starts over from it; what fails is shown.
  const send = (sent: D, settled?: { version: string | undefined }) => {
    const now = latest.current.options;
    setPending(true);
    void writeFresh(now, sent, base.current, settled, setConflict).then(
      async (written) => {
        setPending(false);
        if (!written) return;
        base.current = sent;
        lastSentNow.current = { draft: sent };
        setLastSent({ draft: sent });
        if (now.keep) forgetKept(now.keep);
        await now.onSaved?.(written.result, sent);
      },
      (thrown: unknown) => {
        setPending(false);
        setError(toApiError(thrown));
        setFocusTick((n) => n + 1);
      },
    );
  };

  const submit = () => {
    const { draft: sent, options: now } = latest.current;
    setAttempted(true);
    setError(null);
    if (Object.values(now.validate?.(sent) ?? {}).some(Boolean)) setFocusTick((n) => n + 1);
    else if (now.needsConfirming?.(sent)) setConfirming(true);
    else send(sent);
  };

  return {
    draft,
    set: (change) => setDraft((d) => ({ ...d, ...change })),
    reset: (to) => {
      setDraft(to ?? latest.current.initial);
      setAttempted(false);
      setError(null);
    },
    dirty,
    isDirty,
    pending,
    problem: (field) => problems[field],
    bind: (field) => ({
      value: draft[field] as string,
      onChange: (value) => setDraft((d) => ({ ...d, [field]: value })),
      problem: problems[field],
    }),
    problems,
    unplaced: error && !serviceField ? error : null,
    submit,
    confirming,
    answer: (yes) => {
      setConfirming(false);
      if (yes) send(latest.current.draft);
    },
    discard: () => {
      if (keep) forgetKept(keep);
    },
    conflict,
    settle: (choice) => {
      if (!conflict) return;
      setConflict(null);
      base.current = conflict.theirs;
      if (choice === 'theirs') {
        // Their version is on the service: nothing of it is unsaved work.
        lastSentNow.current = { draft: conflict.theirs };
        setLastSent({ draft: conflict.theirs });
        setDraft(conflict.theirs);
        setError(null);
        return;
      }
      const chosen = choice === 'merge' ? conflict.merged : latest.current.draft;
      setDraft(chosen);
      send(chosen, { version: conflict.version });
    },
    formProps: {
      ref,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        submit();
      },
    },
  };
}
