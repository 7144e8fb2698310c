import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchClient } from '../../api/client';
import { $api } from '../../api/query-hooks';
import { operationKey } from '../../api/query-keys';

// What can be done with one export, in its own module: the header's tray shows a count on every page,
// and only its opened list (exports-list.tsx) downloads and deletes.

export function useDeleteExport() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/exports/{exportId}', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operationKey('/exports') }),
  });
}

export type DownloadTarget =
  | { kind: 'link'; href: string }
  | { kind: 'api'; exportId: string }
  | { kind: 'refused'; reason: string; text?: string };

/**
 * Where an export's file may be fetched from: an absolute http(s) URL (storage) as a plain link, or a
 * path of the API itself through the client. Anything else (javascript:, data:, another scheme) is refused.
 */
export function downloadTarget(location: string, exportId: string): DownloadTarget {
  if (location.startsWith('/') && !location.startsWith('//')) {
    return location === `/exports/${exportId}/file`
      ? { kind: 'api', exportId }
      : { kind: 'refused', reason: 'The location is not this export’s file.' };
  }
  try {
    const url = new URL(location);
    // A link never carries credentials: one with a user name or password in it is shown as text.
    if (url.username || url.password)
      return {
        kind: 'refused',
        reason: 'The download location has a user name or password in it, so it is not offered as a link:',
        text: location,
      };
    if (url.protocol === 'https:' || url.protocol === 'http:') return { kind: 'link', href: url.href };
  } catch {
    // Not a URL at all.
  }
  return { kind: 'refused', reason: 'The service gave a download location that is not an http(s) address.' };
}

/** Downloads an export's file through the client and hands it to the browser as a file. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: async (exportId: string) => {
      const { data } = await fetchClient.GET('/exports/{exportId}/file', {
        params: { path: { exportId } },
        parseAs: 'blob',
      });
      const url = URL.createObjectURL(data as Blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `export-${exportId}.ndjson`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
