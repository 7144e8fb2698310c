import { FRESH, versioned } from '../../../api/versions';
import { useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { limitQueries } from '../api';
import { FormDialog } from '../../../components/form/form-dialog';
import { RadioGroup } from '../../../components/form/radio-group';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { BYTE_UNITS, type ByteUnit } from '../../../lib/units';
import {
  draftOf,
  EMPTY_DRAFT,
  scopeLabel,
  toWrite,
  unknownTeam,
  validateDraft,
  type LimitDraft,
} from '../model';
import { SelectField } from '../../../components/form/select-field';

type Limit = components['schemas']['Limit'];
type LimitWrite = components['schemas']['LimitWrite'];

interface Props {
  /** The limit being changed; a new one when absent. */
  limit?: Limit;
  orgId: string;
  teams: string[];
  /** Writes the limit; an edit names the version it was made from (If-Match), where there is one. */
  send: (body: LimitWrite, version?: string) => Promise<unknown>;
  /** After the write; the dialog closes itself. */
  onSaved: (body: LimitWrite) => void;
  onClose: () => void;
}

/** A monthly ingestion limit for the organisation or a team, entered in MB, GB or TB: new or changed. */
export default function LimitDialog({ limit, orgId, teams, send, onSaved, onClose }: Props) {
  const queryClient = useQueryClient();
  const form = useForm({
    initial: limit ? draftOf(limit) : EMPTY_DRAFT,
    validate: validateDraft,
    // The service names the limit's fields; the form shows them where a person typed them.
    fieldOf: (path, draft): keyof LimitDraft | undefined =>
      path === 'value'
        ? 'amount'
        : path.startsWith('scope') && draft.target === 'TEAM'
          ? 'team'
          : path === 'description'
            ? 'description'
            : undefined,
    // A team no dataset carries is more often a typo than a plan: asked first.
    needsConfirming: (draft) =>
      draft.target === 'TEAM' &&
      draft.team.trim() !== (limit?.scope.tag?.team ?? '') &&
      unknownTeam(draft.team, teams) !== undefined,
    ...(limit && {
      concurrent: {
        current: async () =>
          versioned(await queryClient.fetchQuery({ ...limitQueries.detail(limit.id), ...FRESH }), draftOf),
      },
    }),
    send: (draft, version) => send(toWrite(draft, orgId, limit), version),
    onSaved: (_, draft) => {
      onSaved(toWrite(draft, orgId, limit));
      onClose();
    },
  });
  const { draft } = form;
  const id = limit ? `limit-${limit.id}` : 'new-limit';
  const set = <K extends keyof LimitDraft>(key: K, value: LimitDraft[K]) =>
    form.set({ [key]: value } as Partial<LimitDraft>);
  return (
    <FormDialog
      form={form}
      title={limit ? `Change the limit of ${scopeLabel(limit)}` : 'New limit'}
      submitLabel={limit ? 'Save limit' : 'Create limit'}
      action={limit ? 'change the limit' : 'create the limit'}
      unsaved={limit ? `the limit of ${scopeLabel(limit)}` : 'the new limit'}
      onClose={onClose}
      wide
      question={teamQuestion(draft.team, teams)}
    >
      <RadioGroup
        id={`${id}-target`}
        label="Applies to"
        horizontal
        value={draft.target}
        onChange={(target) => set('target', target)}
        options={[
          { value: 'TEAM', label: 'A team' },
          { value: 'ORGANISATION', label: 'The whole organisation' },
        ]}
      />
      <div className="row align-start">
        {draft.target === 'TEAM' && (
          <>
            <TextField
              id={`${id}-team`}
              label="Team"
              value={draft.team}
              onChange={(v) => set('team', v)}
              problem={form.problem('team')}
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
          problem={form.problem('amount')}
          inputMode="decimal"
        />
        <SelectField
          id={`${id}-unit`}
          label="Unit"
          value={draft.unit}
          onChange={(unit: ByteUnit) => set('unit', unit)}
          options={BYTE_UNITS.map((u) => ({ value: u.unit, label: u.unit }))}
          problem={form.problem('unit')}
        />
        <TextField
          id={`${id}-description`}
          label="Description"
          value={draft.description}
          onChange={(v) => set('description', v)}
          problem={form.problem('description')}
        />
      </div>
    </FormDialog>
  );
}

/** The question for a team no dataset carries, naming the team it was likely meant to be. */
function teamQuestion(team: string, teams: string[]): string | undefined {
  const unknown = unknownTeam(team, teams);
  if (!unknown) return undefined;
  const name = team.trim();
  return `No dataset is tagged team:${name}, so this limit counts nothing until one is.${
    unknown.suggestion ? ` Did you mean ${unknown.suggestion}?` : ''
  } Set it for ${name} anyway?`;
}
