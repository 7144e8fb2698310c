import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePublishedOnly } from '../../api/use-identity';
import { changesQueries } from './api';
import { countedPatterns, PATTERNS_ASKED, sampledPatterns } from './patterns';
import { countBody, fieldBody, fieldsToCompare, patternsDetails, sampleBody, type Scope } from './plan';
import { countOf, linesOf, valueRows } from './read-answers';
import { eventsOf } from '../../api/tolerant';
import { dropsFirst, rankValues, type RankedValue } from './scoring';
import type { Span } from './url';

/**
 * Everything one comparison asks (plan.ts says how much) and what follows from it: each window's
 * count, the fields compared and their values ranked (scoring.ts), the patterns compared (patterns.ts)
 * and the model's significant keys. Each part stands alone: one that fails says so where it is drawn.
 */
export function useComparison(scope: Scope, window: Span, baseline: Span) {
  const publishedOnly = usePublishedOnly();
  const [windowCount, baselineCount] = useQueries({
    queries: [
      changesQueries.search(countBody(scope, window)),
      changesQueries.search(countBody(scope, baseline)),
    ],
  });
  // Each window's newest events: the fields worth counting are chosen on them, the same way on
  // every service (and, where patterns come without counts, the patterns are counted on them).
  const samples = useQueries({
    queries: [
      changesQueries.search(sampleBody(scope, window)),
      changesQueries.search(sampleBody(scope, baseline)),
    ],
  });
  const [windowSample, baselineSample] = [samples[0]?.data, samples[1]?.data];
  const firstDataset = scope.ds?.[0];
  // The live service's published API has no significant keys: not asked there. The model's changes
  // are shown beside the ranking, not chosen from, so both services rank alike.
  const significant = useQuery({
    ...changesQueries.significantKeys(firstDataset ?? ''),
    enabled: !!firstDataset && !publishedOnly,
  });
  const fields = useMemo(
    () =>
      windowSample && baselineSample
        ? fieldsToCompare(eventsOf(windowSample), eventsOf(baselineSample), { q: scope.q })
        : undefined,
    [windowSample, baselineSample, scope.q],
  );
  // Each answer's data, kept the same object while nothing changed (combine's result is shared).
  const fieldAnswers = useQueries({
    queries: (fields ?? []).flatMap((field) => [
      changesQueries.search(fieldBody(scope, window, field)),
      changesQueries.search(fieldBody(scope, baseline, field)),
    ]),
    combine: (results) => ({
      data: results.map((r) => r.data),
      pending: results.some((r) => r.isPending),
      errors: results.flatMap((r) => (r.error ? [r.error] : [])),
      retry: () => results.forEach((r) => r.error && void r.refetch()),
    }),
  });
  // Patterns: each window's where the service counts them; else the datasets' templates, counted on a
  // sample of each window's events.
  const counted = useQueries({
    queries: [
      { ...changesQueries.patterns(patternsDetails(scope, window), PATTERNS_ASKED), enabled: !publishedOnly },
      {
        ...changesQueries.patterns(patternsDetails(scope, baseline), PATTERNS_ASKED),
        enabled: !publishedOnly,
      },
    ],
  });
  const templates = useQuery({
    ...changesQueries.patterns(patternsDetails(scope, undefined)),
    enabled: publishedOnly,
  });
  const patternQueries = publishedOnly ? [templates, samples[0], samples[1]] : counted;

  const counts =
    windowCount.data && baselineCount.data
      ? { window: countOf(windowCount.data).total, baseline: countOf(baselineCount.data).total }
      : undefined;
  const totals =
    counts?.window !== undefined && counts.baseline !== undefined
      ? { window: counts.window, baseline: counts.baseline }
      : undefined;
  /** Both windows answered, and one answer holds no count: there is nothing to compare with. */
  const uncounted = !!counts && !totals;

  const values: RankedValue[] | undefined = useMemo(
    () =>
      totals && fields && !fieldAnswers.pending
        ? rankValues(valueRows(fields, fieldAnswers.data), totals)
        : undefined,
    // The totals by value: their answers' objects change on every read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [totals?.window, totals?.baseline, fields, fieldAnswers.pending, fieldAnswers.data],
  );

  const drops = !!values && !!totals && dropsFirst(values, totals);

  const [windowPatterns, baselinePatterns] = [counted[0]?.data, counted[1]?.data];
  const patterns = useMemo(
    () =>
      publishedOnly
        ? templates.data && windowSample && baselineSample
          ? sampledPatterns(templates.data.patterns, linesOf(windowSample), linesOf(baselineSample))
          : undefined
        : windowPatterns && baselinePatterns
          ? countedPatterns(windowPatterns.patterns, baselinePatterns.patterns)
          : undefined,
    [publishedOnly, templates.data, windowSample, baselineSample, windowPatterns, baselinePatterns],
  );

  return {
    publishedOnly,
    counts: { window: windowCount, baseline: baselineCount },
    totals,
    uncounted,
    samples,
    significant,
    fields,
    fieldErrors: fieldAnswers.errors,
    retryFields: fieldAnswers.retry,
    values,
    /** The ranking's direction: the largest drop first, else the largest rise. */
    dropsFirst: drops,
    patternQueries,
    patterns,
  };
}
