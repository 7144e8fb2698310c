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
 * Hosts an export's file may be fetched from besides the console's and the service's own origins:
 * the service's storage, Amazon S3, which a pre-signed location names as `bucket.s3.region.amazonaws.com`
 * or `s3.region.amazonaws.com/bucket` (docs/real-service.md). Over https only: the signature in a
 * pre-signed address is a credential for the file.
 */
const STORAGE_HOST = /^(?:[a-z0-9.-]+\.)?s3(?:[.-][a-z0-9-]+)*\.amazonaws\.com$/;

/** The origins a download location is checked against. */
export interface DownloadOrigins {
  /** The console's own origin (window.location.origin). */
  console: string;
  /** The origin of the service's base URL, when it has one of its own. */
  service?: string;
}

/**
 * Where an export's file may be fetched from: a path of the API itself through the client, or an
 * absolute address as a plain link when it is on the service's storage (https), the service's or the
 * console's own origin. Anything else (another host, javascript:, data:, another scheme, a user name or
 * password in it) is refused, and the address shown as text for the person to judge.
 */
export function downloadTarget(location: string, exportId: string, origins: DownloadOrigins): DownloadTarget {
  if (location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\')) {
    return location === `/exports/${exportId}/file`
      ? { kind: 'api', exportId }
      : { kind: 'refused', reason: 'The location is not this export’s file.' };
  }
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    return {
      kind: 'refused',
      reason: 'The service gave a download location that is not an http(s) address.',
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return {
      kind: 'refused',
      reason: 'The service gave a download location that is not an http(s) address.',
    };
  // A link never carries credentials: one with a user name or password in it is shown as text.
  if (url.username || url.password)
    return {
      kind: 'refused',
      reason: 'The download location has a user name or password in it, so it is not offered as a link:',
      text: location,
    };
  const own = url.origin === origins.console || url.origin === origins.service;
  const storage = url.protocol === 'https:' && STORAGE_HOST.test(url.hostname);
  if (own || storage) return { kind: 'link', href: url.href };
  return {
    kind: 'refused',
    reason: `The download location is on ${url.host}, which is not the service’s storage, so it is not offered as a link:`,
    text: location,
  };
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
