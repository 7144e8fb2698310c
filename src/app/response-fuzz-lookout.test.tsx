import { describe, expect, it } from 'vitest';
import { lookoutProfile } from '../../mocks/profiles/profile';
import { NOT_PAGES } from '../test/pages';
import { fuzzEveryPage, fuzzSeeds, PAGES, routeIds } from '../test/response-fuzz';

describe('every page over answers drawn from the contract (our service)', () => {
  it('covers every route of the console', () => {
    expect(routeIds().filter((id) => !(id in NOT_PAGES) && !PAGES[id])).toEqual([]);
  });
  fuzzEveryPage(lookoutProfile, fuzzSeeds(38, 2));
});
