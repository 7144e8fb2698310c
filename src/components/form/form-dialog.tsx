import { useId, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { ErrorPanel } from '../error-panel';
import { ModalFrame } from '../modal-frame';
import { Form } from './form';
import type { Form as FormState } from './use-form';

interface Props<D, F extends string> {
  form: FormState<D, F>;
  /** The dialog's title and the form's name ("New group"). */
  title: string;
  /** The submit button ("Create group"). */
  submitLabel: string;
  /** For a refusal that belongs to no field: "create the group". */
  action: string;
  /** What reloading or going back would discard ("the new group"): asked first. */
  unsaved: string;
  onClose: () => void;
  wide?: boolean;
  /**
   * What to ask before a valid draft is sent, when the form's `needsConfirming` says so: shown in the
   * dialog with "Yes, …" and "Go back" (which keeps every field as typed).
   */
  question?: ReactNode;
  children: ReactNode;
}

/**
 * A form in a modal (a "New …" form, an edit of one row). Only Cancel throws a changed draft away:
 * while something is typed, Escape and a click outside do nothing, so no stray key loses it.
 * Import it only from modules loaded on demand, as ModalFrame.
 */
export function FormDialog<D, F extends string>({
  form,
  title,
  submitLabel,
  action,
  unsaved,
  onClose,
  wide,
  question,
  children,
}: Props<D, F>) {
  const id = useId();
  return (
    <ModalFrame
      title={title}
      onClose={onClose}
      wide={wide}
      dismissable={!form.dirty}
      actions={
        <>
          <Button className="button" onPress={onClose}>
            Cancel
          </Button>
          {/* Outside the <form> yet its submit button, so Enter in any field submits too. */}
          <button type="submit" form={id} className="button button-primary" disabled={form.pending}>
            {submitLabel}
          </button>
        </>
      }
    >
      <Form form={form} id={id} label={title} className="stack" unsaved={unsaved}>
        {children}
        {form.unplaced && <ErrorPanel error={form.unplaced} action={action} />}
      </Form>
      {form.confirming && question && (
        <div className="confirm-inline" role="group" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`}>{question}</p>
          <div className="row">
            {/* The question appears in answer to a submit: its answer is the next thing to do. */}
            <button
              type="button"
              className="button button-primary"
              autoFocus
              onClick={() => form.answer(true)}
            >
              Yes, {submitLabel.toLowerCase()}
            </button>
            <button type="button" className="button" onClick={() => form.answer(false)}>
              Go back
            </button>
          </div>
        </div>
      )}
    </ModalFrame>
  );
}
