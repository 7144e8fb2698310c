import type { components } from './schema.gen';

/**
 * Reading monitors' and widgets' definitions whichever deployment sent them, as tolerant.ts reads
 * the rest (its comment says why). Apart from it: a dashboard reads only these, a search page only
 * the others.
 */
type Schemas = components['schemas'];

export type MonitorKind = Schemas['MonitorType'];

/** The monitor's kind under either name (`monitor_type`: seed and newer; `type`: older deployments). */
export function monitorKindOf(monitor: { monitor_type?: MonitorKind; type?: MonitorKind }): MonitorKind {
  return monitor.monitor_type ?? monitor.type ?? 'PATTERN';
}

/** One item of a literal: text as it is, anything else (the vendor's contract allows objects) as JSON. */
const literalText = (item: unknown): string => (typeof item === 'string' ? item : JSON.stringify(item));

/** A template argument: a literal value, or the name of an input, from any of the four shapes. */
export function templateArgumentOf(
  argument: Schemas['TemplateArgument'],
): { literal: string } | { input: string } {
  if ('literal' in argument) return { literal: [argument.literal].flat().map(literalText).join(', ') };
  if ('input' in argument) return { input: argument.input };
  // Each part may be missing: the vendor's contract marks them optional.
  if (argument.value?.input !== undefined) return { input: argument.value.input };
  return { literal: argument.value?.value ?? '' };
}
