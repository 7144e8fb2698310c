import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../api/query-hooks';
import { operationKey } from '../../api/query-keys';

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: operationKey('/integrations/slack') }),
      queryClient.invalidateQueries({ queryKey: operationKey('/integrations/webhooks') }),
    ]);
}

export const useCreateWebhook = () =>
  $api.useMutation('post', '/integrations/webhooks', { onSuccess: useRefresh() });
export const useReplaceWebhook = () =>
  $api.useMutation('put', '/integrations/webhooks/{webhook_id}', { onSuccess: useRefresh() });
export const useDeleteWebhook = () =>
  $api.useMutation('delete', '/integrations/webhooks/{webhook_id}', { onSuccess: useRefresh() });
/** A test send: nothing is changed, so nothing is read again. */
export const useTestWebhook = () => $api.useMutation('post', '/integrations/webhooks/{webhook_id}/test');
export const useCreateSlack = () =>
  $api.useMutation('post', '/integrations/slack', { onSuccess: useRefresh() });
export const useReplaceSlack = () =>
  $api.useMutation('put', '/integrations/slack/{slack_id}', { onSuccess: useRefresh() });
export const useDeleteSlack = () =>
  $api.useMutation('delete', '/integrations/slack/{slack_id}', { onSuccess: useRefresh() });
