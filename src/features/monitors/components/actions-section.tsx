import { useQuery } from '@tanstack/react-query';
import { destinationsOf, integrationQueries } from '../../../api/integrations';
import { Field } from '../../../components/form/field';
import { withKeys } from '../../../lib/keys';
import { namedText } from '../../../lib/visible-text';
import type { DraftField } from '../form';
import { DraftText, type SectionProps } from './draft-fields';

/** The contract takes at most ten actions per monitor (maxItems). */
const MOST_ACTIONS = 10;

/** Who hears of it: e-mail addresses and integrations, each with its own problem. */
export function ActionsSection({ form, id }: SectionProps) {
  const { draft, set } = form;
  // Chosen by name where the integrations can be read; typed by id where they cannot (a role without them).
  const slack = useQuery(integrationQueries.slack());
  const webhooks = useQuery(integrationQueries.webhooks());
  const destinations = destinationsOf(slack.data?.integrations, webhooks.data?.integrations);
  return (
    <fieldset className="fieldset" id={id('actions')}>
      <legend className="label">Actions</legend>
      {draft.actions.map((action, i) => {
        const name: DraftField = `action:${i}`;
        const setAction = (patch: Partial<typeof action>) =>
          set({ actions: draft.actions.map((a, j) => (j === i ? { ...a, ...patch } : a)) });
        return (
          <Field
            key={i}
            id={id(name)}
            hideLabel
            label={
              action.type === 'EMAIL'
                ? `Action ${i + 1}: e-mail address`
                : destinations.length
                  ? `Action ${i + 1}: integration`
                  : `Action ${i + 1}: integration id`
            }
            problem={form.problem(name)}
          >
            {(control) => (
              <span className="row">
                <select
                  aria-label={`Action ${i + 1}: kind`}
                  value={action.type}
                  onChange={(e) => setAction({ type: e.target.value as 'EMAIL' | 'INTEGRATION' })}
                >
                  <option value="EMAIL">E-mail</option>
                  <option value="INTEGRATION">Integration</option>
                </select>
                {action.type === 'INTEGRATION' && destinations.length ? (
                  <select
                    {...control}
                    value={action.target}
                    onChange={(e) => setAction({ target: e.target.value })}
                  >
                    <option value="">Choose where it goes</option>
                    {withKeys(destinations, (d) => d.id).map(([d, key]) => (
                      <option key={key} value={d.id}>
                        {namedText(`${d.name} (${d.kind}: ${d.where})`)}
                      </option>
                    ))}
                    {action.target && !destinations.some((d) => d.id === action.target) && (
                      <option value={action.target}>
                        {namedText(`${action.target} (not among the integrations)`)}
                      </option>
                    )}
                  </select>
                ) : (
                  <input
                    {...control}
                    type={action.type === 'EMAIL' ? 'email' : 'text'}
                    value={action.target}
                    onChange={(e) => setAction({ target: e.target.value })}
                  />
                )}
                {draft.actions.length > 1 && (
                  <button
                    type="button"
                    className="button"
                    onClick={() => set({ actions: draft.actions.filter((_, j) => j !== i) })}
                  >
                    Remove action {i + 1}
                  </button>
                )}
              </span>
            )}
          </Field>
        );
      })}
      {draft.actions.length < MOST_ACTIONS && (
        <button
          type="button"
          className="button"
          onClick={() => set({ actions: [...draft.actions, { type: 'EMAIL', target: '' }] })}
        >
          Add an action
        </button>
      )}
    </fieldset>
  );
}

/** An AI report attached to its notifications, with instructions for it. */
export function AiReportSection(props: SectionProps) {
  const { draft, set } = props.form;
  return (
    <fieldset className="fieldset">
      <legend className="label">AI report</legend>
      <label className="row" style={{ gap: 4 }}>
        <input
          id={props.id('aiReport')}
          type="checkbox"
          checked={draft.aiReport}
          onChange={(e) => set({ aiReport: e.target.checked })}
        />
        Attach an AI report to notifications
      </label>
      {draft.aiReport && (
        <DraftText {...props} name="aiInstructions" label="Instructions for the report" rows={2} />
      )}
    </fieldset>
  );
}
