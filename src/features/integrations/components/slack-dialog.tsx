import { useQuery } from '@tanstack/react-query';
import { integrationQueries } from '../../../api/integrations';
import { FormDialog } from '../../../components/form/form-dialog';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { notify } from '../../../components/toasts';
import { useCreateSlack, useReplaceSlack } from '../api';
import {
  slackDraftOf,
  slackWriteOf,
  validateSlack,
  type SlackDraft,
  type SlackField,
  type SlackIntegration,
} from '../model';

/** Slack channels of a workspace the organisation signed in to, new or changed. */
export default function SlackDialog({ slack, onClose }: { slack?: SlackIntegration; onClose: () => void }) {
  const workspaces = useQuery(integrationQueries.workspaces());
  const create = useCreateSlack();
  const replace = useReplaceSlack();
  const form = useForm<SlackDraft, SlackField, SlackIntegration>({
    initial: slackDraftOf(slack),
    validate: validateSlack,
    fieldOf: (path) =>
      path === 'workspace_id'
        ? 'workspace'
        : path.startsWith('channels')
          ? 'channels'
          : path === 'name'
            ? 'name'
            : undefined,
    send: (draft) => {
      const body = slackWriteOf(draft);
      return slack
        ? replace.mutateAsync({ params: { path: { slack_id: slack.id } }, body })
        : create.mutateAsync({ body });
    },
    onSaved: (saved) => {
      notify('success', slack ? `Saved ${saved.name}` : `Created ${saved.name}`);
      onClose();
    },
  });
  const id = slack ? `slack-${slack.id}` : 'new-slack';
  return (
    <FormDialog
      form={form}
      title={slack ? `Change ${slack.name}` : 'New Slack integration'}
      submitLabel={slack ? 'Save' : 'Create'}
      action={slack ? 'change the Slack integration' : 'create the Slack integration'}
      unsaved={slack ? `the Slack integration ${slack.name}` : 'the new Slack integration'}
      onClose={onClose}
    >
      <TextField id={`${id}-name`} label="Name" {...form.bind('name')} />
      <SelectField
        id={`${id}-workspace`}
        label="Workspace"
        value={form.draft.workspace}
        onChange={(workspace) => form.set({ workspace })}
        problem={form.problem('workspace')}
        description={
          workspaces.data && !workspaces.data.slack_workspaces.length
            ? 'No workspace is signed in: sign in to Slack in the service’s own console first.'
            : undefined
        }
        options={[
          { value: '', label: workspaces.isPending ? 'Loading workspaces…' : 'Choose a workspace' },
          ...(workspaces.data?.slack_workspaces ?? []).map((w) => ({ value: w.id, label: w.name })),
        ]}
      />
      <TextField
        id={`${id}-channels`}
        label="Channels"
        description="Separated by commas: incidents, checkout-alerts."
        {...form.bind('channels')}
      />
    </FormDialog>
  );
}
