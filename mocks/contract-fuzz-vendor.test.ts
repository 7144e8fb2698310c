// @vitest-environment node
import { fuzzEveryWrite } from './contract-fuzz';
import { vendorProfile } from './profiles/vendor';

// The same fuzz against the profile that answers as the vendor's live service.
fuzzEveryWrite(vendorProfile);
