import { lazy, Suspense, type ReactNode } from 'react';
import { namedText } from '../../lib/visible-text';
import { UnsavedChangesGuard } from '../unsaved-changes-guard';

import type { Form as FormState } from './use-form';

interface Props<D, F extends string> {
  form: FormState<D, F>;
  /** The form's accessible name. */
  label: string;
  /** For a submit button outside the element (a dialog's actions), which names it with `form`. */
  id?: string;
  className?: string;
  /** What leaving would discard ("the group Payments"): asks first while there is unsaved work. */
  unsaved?: string;
  /**
   * Why the person may not save this form ("Your role (ReadOnly) does not allow you to …"): it then
   * opens read-only, every field disabled, saying so first. Nothing typed could be kept.
   */
  readOnly?: string | undefined;
  children: ReactNode;
}

// Shown only when a record changed elsewhere while its form was open: not in every form's download.
const ChangedElsewhere = lazy(() => import('./changed-elsewhere')) as unknown as <
  D,
  F extends string,
>(props: {
  form: FormState<D, F>;
}) => ReactNode;

/** A <form> driven by useForm: submits through it, and asks before its unsaved work is left. */
export function Form<D, F extends string>({
  form,
  label,
  id,
  className,
  unsaved,
  readOnly,
  children,
}: Props<D, F>) {
  return (
    <form {...form.formProps} id={id} aria-label={namedText(label)} className={className}>
      {form.conflict && (
        <Suspense fallback={null}>
          <ChangedElsewhere form={form} />
        </Suspense>
      )}
      {unsaved && !readOnly && (
        <UnsavedChangesGuard
          what={unsaved}
          dirty={() => form.isDirty() && !form.pending}
          onDiscard={form.discard}
        />
      )}
      {readOnly ? (
        <>
          <p className="read-only-note" role="note">
            Read-only: {readOnly}
          </p>
          {/* A disabled fieldset disables every field and button inside it, as one. */}
          <fieldset disabled className={`form-body ${className ?? ''}`}>
            {children}
          </fieldset>
        </>
      ) : (
        children
      )}
    </form>
  );
}

/** Under a long form: why it was not saved, when the first problem is out of sight. */
export function NotSaved<D, F extends string>({ form }: { form: FormState<D, F> }) {
  const shown = Object.values(form.problems).filter(Boolean) as string[];
  if (!shown.length) return null;
  return (
    <p className="field-error" role="alert">
      Not saved: {shown[0]}
      {shown.length > 1 ? ` (and ${shown.length - 1} more above)` : ''}
    </p>
  );
}
