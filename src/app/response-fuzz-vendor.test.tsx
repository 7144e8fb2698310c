import { describe } from 'vitest';
import { vendorProfile } from '../../mocks/profiles/vendor';
import { fuzzEveryPage, fuzzSeeds } from './response-fuzz';

describe("every page over answers drawn from the contract (the live service's gaps)", () => {
  // The vendor's contract marks nearly every field optional: its answers may leave out any.
  fuzzEveryPage(vendorProfile, fuzzSeeds(83, 2), { loose: true });
});
