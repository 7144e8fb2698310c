import { describe } from 'vitest';
import { vendorProfile } from '../../mocks/profiles/vendor';
import { fuzzEveryPage, fuzzSeeds } from './response-fuzz';

describe("every page over answers drawn from the contract (the live service's gaps)", () => {
  fuzzEveryPage(vendorProfile, fuzzSeeds(83, 2));
});
