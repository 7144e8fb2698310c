import { ErrorPanel } from '../../../components/error-panel';
import { ShownText } from '../../../components/shown-text';
import { toApiError } from '../../../api/errors';
import { deliveryLabel } from '../../../api/deliveries';
import { namedText } from '../../../lib/visible-text';
import { useTestWebhook } from '../api';
import type { Webhook } from '../model';

/** A test send to one webhook, and how its endpoint answered; a service without test sends says so. */
export function WebhookTest({ webhook }: { webhook: Webhook }) {
  const test = useTestWebhook();
  const send = () => test.mutate({ params: { path: { webhook_id: webhook.id } } });
  const missing = test.error ? toApiError(test.error).status === 404 : false;
  return (
    <div className="stack" style={{ gap: 4 }}>
      <button
        type="button"
        className="button"
        onClick={send}
        disabled={test.isPending}
        aria-label={`Send a test to ${namedText(webhook.name)}`}
      >
        {test.isPending ? 'Sending…' : 'Send a test'}
      </button>
      <div role="status">
        {test.data && (
          <span>
            {deliveryLabel(test.data.status)}
            {test.data.http_status !== undefined ? ` · HTTP ${test.data.http_status}` : ''}
            {test.data.duration_ms !== undefined ? ` · ${Math.round(test.data.duration_ms)} ms` : ''}
            {test.data.failure_reason ? (
              <>
                : <ShownText text={test.data.failure_reason} />
              </>
            ) : null}
            {test.data.response_body ? (
              <>
                {' '}
                <code>
                  <ShownText text={test.data.response_body} />
                </code>
              </>
            ) : null}
          </span>
        )}
        {missing && (
          <span>This service offers no test send for webhooks: save it, then watch its notifications.</span>
        )}
      </div>
      {test.error && !missing && <ErrorPanel error={test.error} action="send the test" />}
    </div>
  );
}
