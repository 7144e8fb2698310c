import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api, fetchClient } from '../../api/client';
import type { components } from '../../api/schema.gen';

export type Export = components['schemas']['Export'];

/** While an export runs, the list is polled this often. */
const POLL_MS = 1000;

/** Query-option factories for exports. */
export const exportQueries = {
  /** Every export of the organisation; polls while one is still running. */
  list: () =>
    $api.queryOptions('get', '/exports', undefined, {
      refetchInterval: (query) =>
        query.state.data?.exports.some((e) => e.status !== 'COMPLETE') ? POLL_MS : false,
    }),
};

export function useExports() {
  return useQuery(exportQueries.list());
}

export function useDeleteExport() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/exports/{exportId}', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', '/exports'] }),
  });
}

export type DownloadTarget =
  { kind: 'link'; href: string } | { kind: 'api'; exportId: string } | { kind: 'refused'; reason: string };

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
