import { heading, json, type PageCases } from '../../test/page-case';

export const PAGES: PageCases = {
  '/_console/changes': {
    fuzz: (id) => [`/changes?ds=${json([id])}&from=1764000000000&to=1764001800000`],
    // The fields compared follow from the datasets' keys: their grouped searches wait for those.
    data: {
      path: (s) => {
        const to = Date.now();
        return `/changes?${new URLSearchParams({ ds: JSON.stringify([s.dataset()]), from: String(to - 1_800_000), to: String(to) })}`;
      },
      ready: heading('What changed'),
      dependent: /^POST \/search$/,
    },
  },
};
