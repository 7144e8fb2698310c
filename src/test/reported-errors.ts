import { vi } from 'vitest';

/**
 * For a test that makes a page fail on purpose: React reports what an error boundary caught on
 * console.error, and the router warns of the failed match. Kept out of the test run's output, and
 * handed back (the errors reported, as "Name: message", each once), so the test checks that what was
 * reported is the failure it caused and nothing else. The spies end with the test (`restoreMocks`).
 */
export function catchReportedErrors(): () => string[] {
  const reported: unknown[] = [];
  for (const level of ['error', 'warn'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void reported.push(...args));
  return () => [...new Set(reported.flatMap((a) => (a instanceof Error ? [`${a.name}: ${a.message}`] : [])))];
}
