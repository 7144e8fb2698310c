import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { datasetQueries } from '../../api/datasets';
import { topValuesOf } from '../../api/tolerant-records';
import { RESERVED_KEYS } from '../../query-language/ast';
import type { KeySuggestion } from './query-editor';

/** Completion for the query editor: a dataset's top keys and their top values, as the service ranks them. */
export function useKeyCompletion(logId: string | undefined) {
  const topKeys = useQuery({ ...datasetQueries.topKeys(logId ?? ''), enabled: !!logId });
  const top = topKeys.data?.[logId ?? ''];
  const keys = useMemo<KeySuggestion[]>(
    () => [
      ...Object.entries(top ?? {}).map(([name, info]) => ({ name, detail: info.type.toLowerCase() })),
      ...RESERVED_KEYS.map((name) => ({ name, detail: 'reserved' })),
    ],
    [top],
  );
  const valuesFor = useCallback((key: string) => topValuesOf(top?.[key]).map((v) => v.value), [top]);
  return { keys, valuesFor, topKeys };
}
