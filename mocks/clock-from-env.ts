import { clockOffsetFromEnv, shiftClock } from './clock';

/**
 * Imported first by each Node entry point (the mock server and its search threads, the specs, the
 * unit tests): the process runs on `LOOKOUT_NOW`'s clock before any other module reads the time.
 */
shiftClock(clockOffsetFromEnv(process.env));
