import { describe, expect, it } from 'vitest';
import { hashSecret } from '../db/prng';
import { seedDatasets } from './catalogue';
import { GENERATOR_VERSION, generateMinute, MINUTE } from './generator';
import { incidentsBefore } from './incidents';

const NOW = Date.UTC(2026, 11, 8, 12, 0);

describe('the generator', () => {
  it('names what a minute holds by its version: a change to the logs moves both', () => {
    const incidents = incidentsBefore(NOW);
    // Minutes of every dataset: at noon, in a search compaction (09:40) and in the upgrade (11:20).
    const minutes = [NOW, Date.UTC(2026, 11, 8, 9, 45), Date.UTC(2026, 11, 8, 11, 30)].map((t) => t / MINUTE);
    const written = seedDatasets().flatMap((spec) => minutes.map((m) => generateMinute(spec, m, incidents)));
    // When this fails, the demo's logs changed: bump GENERATOR_VERSION (summaries a browser kept from the
    // old ones are then never read) and write the new fingerprint here.
    expect({ version: GENERATOR_VERSION, fingerprint: hashSecret(JSON.stringify(written)) }).toEqual({
      version: 2,
      fingerprint: '5125d920c324ad52',
    });
  });
});
