import type { PageCase, PageCases } from './page-case';

const declared = import.meta.glob<PageCases>('../features/*/pages.cases.ts', {
  eager: true,
  import: 'PAGES',
});

/** Every page the areas declare (`src/features/<area>/pages.cases.ts`), by route id. */
export const PAGE_CASES: Record<string, PageCase> = Object.assign({}, ...Object.values(declared));

/** Routes that are no page of their own, and why they are not measured or fuzzed. */
export const NOT_PAGES: Record<string, string> = {
  __root__: 'the frame of every route',
  '/_console': "the console's frame: it waits for the identity, which every page needs before its own",
  '/sign-in': 'before a session: it asks nothing until a credential is typed',
};
