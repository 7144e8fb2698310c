import { useState } from 'react';
import { fieldOfError, toApiError } from '../../../api/errors';
import type { components } from '../../../api/schema.gen';
import { ErrorPanel } from '../../../components/error-panel';
import { TextField } from '../../../components/text-field';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { BYTE_UNITS, type ByteUnit } from '../../../lib/units';
import { draftOf, EMPTY_DRAFT, toWrite, validateDraft, type DraftProblems, type LimitDraft } from '../model';

type Limit = components['schemas']['Limit'];
type LimitWrite = components['schemas']['LimitWrite'];

interface Props {
  /** The limit being changed; a new one when absent. */
  limit?: Limit;
  orgId: string;
  teams: string[];
  pending: boolean;
  error: unknown;
  onSubmit: (body: LimitWrite, done: () => void) => void;
  onCancel?: () => void;
}

/** A monthly ingestion limit for the organisation or a team, entered in MB, GB or TB. */
export function LimitForm({ limit, orgId, teams, pending, error, onSubmit, onCancel }: Props) {
  const initial = limit ? draftOf(limit) : EMPTY_DRAFT;
  const [draft, setDraft] = useState<LimitDraft>(initial);
  const [problems, setProblems] = useState<DraftProblems>({});
  const id = limit ? `limit-${limit.id}` : 'new-limit';
  const set = <K extends keyof LimitDraft>(key: K, value: LimitDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const field = fieldOfError(error);
  // A refusal that names a field is shown at that field; any other in a panel below.
  const atTeam = draft.target === 'TEAM' && !!field?.startsWith('scope');
  const atAmount = field === 'value';
  const serviceProblem = field ? toApiError(error).details : undefined;
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  return (
    <form
      aria-label={limit ? 'Change limit' : 'New limit'}
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = validateDraft(draft);
        setProblems(found);
        const first = Object.keys(found)[0];
        if (first) return document.getElementById(`${id}-${first}`)?.focus();
        onSubmit(toWrite(draft, orgId, limit), () => {
          if (!limit) setDraft(EMPTY_DRAFT);
        });
      }}
    >
      <UnsavedChangesGuard what="this limit" dirty={() => dirty && !pending} />
      <fieldset className="row" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>Applies to</legend>
        <label className="row">
          <input
            type="radio"
            name={`${id}-target`}
            checked={draft.target === 'TEAM'}
            onChange={() => set('target', 'TEAM')}
          />
          A team
        </label>
        <label className="row">
          <input
            type="radio"
            name={`${id}-target`}
            checked={draft.target === 'ORGANISATION'}
            onChange={() => set('target', 'ORGANISATION')}
          />
          The whole organisation
        </label>
      </fieldset>
      <div className="row" style={{ alignItems: 'flex-start' }}>
        {draft.target === 'TEAM' && (
          <>
            <TextField
              id={`${id}-team`}
              label="Team"
              value={draft.team}
              onChange={(v) => set('team', v)}
              problem={problems.team ?? (atTeam ? serviceProblem : undefined)}
              description="The team tag of its datasets."
              list={`${id}-teams`}
            />
            <datalist id={`${id}-teams`}>
              {teams.map((t) => (
                <option key={t} value={t} />
              ))}
            </datalist>
          </>
        )}
        <TextField
          id={`${id}-amount`}
          label="Ingestion per month"
          value={draft.amount}
          onChange={(v) => set('amount', v)}
          problem={problems.amount ?? (atAmount ? serviceProblem : undefined)}
          inputMode="decimal"
        />
        <div className="field">
          <label htmlFor={`${id}-unit`}>Unit</label>
          <select
            id={`${id}-unit`}
            value={draft.unit}
            onChange={(e) => set('unit', e.target.value as ByteUnit)}
          >
            {BYTE_UNITS.map((u) => (
              <option key={u.unit} value={u.unit}>
                {u.unit}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id={`${id}-description`}
          label="Description"
          value={draft.description}
          onChange={(v) => set('description', v)}
        />
      </div>
      <div className="row">
        <button type="submit" className="button button-primary" disabled={pending}>
          {limit ? 'Save limit' : 'Create limit'}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      {error && !atTeam && !atAmount ? (
        <ErrorPanel error={error} action={limit ? 'change the limit' : 'create the limit'} />
      ) : null}
    </form>
  );
}
