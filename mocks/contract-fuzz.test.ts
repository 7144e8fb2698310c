// @vitest-environment node
import { fuzzEveryWrite } from './contract-fuzz';
import { lookoutProfile } from './profiles/profile';

fuzzEveryWrite(lookoutProfile);
