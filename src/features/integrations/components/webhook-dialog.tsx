import { FormDialog } from '../../../components/form/form-dialog';
import { Field, FieldSet } from '../../../components/form/field';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { notify } from '../../../components/toasts';
import { useCreateWebhook, useReplaceWebhook } from '../api';
import {
  validateWebhook,
  webhookDraftOf,
  webhookWriteOf,
  type HeaderDraft,
  type Webhook,
  type WebhookDraft,
  type WebhookField,
} from '../model';

/** A webhook, new or changed: its address, the headers sent with it (their values write-only), its body. */
export default function WebhookDialog({ webhook, onClose }: { webhook?: Webhook; onClose: () => void }) {
  const create = useCreateWebhook();
  const replace = useReplaceWebhook();
  const form = useForm<WebhookDraft, WebhookField, Webhook>({
    initial: webhookDraftOf(webhook),
    validate: validateWebhook,
    fieldOf: (path) => (path.startsWith('custom_headers') ? 'headers' : (path as WebhookField)),
    send: (draft) => {
      const body = webhookWriteOf(draft, webhook);
      return webhook
        ? replace.mutateAsync({ params: { path: { webhook_id: webhook.id } }, body })
        : create.mutateAsync({ body });
    },
    onSaved: (saved) => {
      notify('success', webhook ? `Saved ${saved.name}` : `Created ${saved.name}`);
      onClose();
    },
  });
  const id = webhook ? `webhook-${webhook.id}` : 'new-webhook';
  const { draft } = form;
  const setHeader = (i: number, change: Partial<HeaderDraft>) =>
    form.set({ headers: draft.headers.map((h, j) => (j === i ? { ...h, ...change } : h)) });
  return (
    <FormDialog
      form={form}
      title={webhook ? `Change ${webhook.name}` : 'New webhook'}
      submitLabel={webhook ? 'Save webhook' : 'Create webhook'}
      action={webhook ? 'change the webhook' : 'create the webhook'}
      unsaved={webhook ? `the webhook ${webhook.name}` : 'the new webhook'}
      onClose={onClose}
      wide
    >
      <TextField id={`${id}-name`} label="Name" {...form.bind('name')} />
      <TextField
        id={`${id}-url`}
        label="URL"
        description="Where each alert is posted."
        {...form.bind('url')}
      />
      <FieldSet
        id={`${id}-headers`}
        legend="Headers"
        problem={form.problem('headers')}
        description="Sent with every call. Their values are secrets: once saved they are never shown, only replaced."
      >
        {draft.headers.map((h, i) => (
          <div key={i} className="row align-start">
            <TextField
              id={`${id}-header-${i}-name`}
              label={`Header ${i + 1} name`}
              value={h.name}
              disabled={h.kept}
              onChange={(name) => setHeader(i, { name })}
            />
            {h.kept ? (
              <p className="muted" id={`${id}-header-${i}-value`}>
                Value saved, not shown.{' '}
                <button
                  type="button"
                  className="button"
                  onClick={() => setHeader(i, { kept: false, value: '' })}
                >
                  Replace value
                </button>
              </p>
            ) : (
              <Field id={`${id}-header-${i}-value`} label={`Header ${i + 1} value`}>
                {(control) => (
                  <input
                    {...control}
                    type="password"
                    autoComplete="off"
                    value={h.value}
                    onChange={(e) => setHeader(i, { value: e.target.value })}
                  />
                )}
              </Field>
            )}
            <button
              type="button"
              className="button"
              onClick={() => form.set({ headers: draft.headers.filter((_, j) => j !== i) })}
            >
              Remove header {i + 1}
            </button>
          </div>
        ))}
        {draft.headers.length < 10 && (
          <button
            type="button"
            className="button"
            onClick={() => form.set({ headers: [...draft.headers, { name: '', value: '', kept: false }] })}
          >
            Add a header
          </button>
        )}
      </FieldSet>
      <Field
        id={`${id}-payload`}
        label="Body (JSON)"
        problem={form.problem('payload')}
        description="Empty sends the service’s own body. $title, $description and $alert_id are filled in."
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={draft.payload}
            onChange={(e) => form.set({ payload: e.target.value })}
            placeholder='{"title":"$title","text":"$description","id":"$alert_id"}'
          />
        )}
      </Field>
    </FormDialog>
  );
}
