import type { components } from '../src/api/schema.gen';
import type { Caller } from './auth';

type Metadata = components['schemas']['Metadata'];

/** A record's metadata when it is created: made and last changed now, by the caller. */
export const createdMetadata = (caller: Caller, now: number): Metadata => ({
  created_at: now,
  created_by: caller.identity,
  modified_at: now,
  modified_by: caller.identity,
});

/** A record's metadata after a change: its creation kept, changed now by the caller. */
export const changedMetadata = (metadata: Metadata | undefined, caller: Caller, now: number): Metadata => ({
  ...metadata,
  modified_at: now,
  modified_by: caller.identity,
});
