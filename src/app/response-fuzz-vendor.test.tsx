import { describe } from 'vitest';
import { vendorProfile } from '../../mocks/profiles/vendor';
import { fuzzEveryPage, fuzzSeeds, otherContract } from '../test/response-fuzz';

describe("every page over answers drawn from the vendor's contract (the live service's gaps)", () => {
  // The vendor's contract marks nearly every field optional: its answers may leave out any. Where its
  // newest publication sits beside the checkout (as on CI), answers are drawn from it.
  fuzzEveryPage(vendorProfile, fuzzSeeds(83, 2), { loose: true, other: otherContract({ vendor: true }) });
});
