import { describe, expect, it } from 'vitest';
import { lookoutProfile } from '../../mocks/profiles/profile';
import { fuzzEveryPage, fuzzSeeds, NOT_PAGES, PAGES, routeIds } from './response-fuzz';

describe('every page over answers drawn from the contract (our service)', () => {
  it('covers every route of the console', () => {
    expect(routeIds().filter((id) => !NOT_PAGES.includes(id) && !PAGES[id])).toEqual([]);
  });
  fuzzEveryPage(lookoutProfile, fuzzSeeds(38, 2));
});
