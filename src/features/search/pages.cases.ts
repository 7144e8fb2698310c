import { screen } from '@testing-library/react';
import { heading, json, type PageCases } from '../../test/page-case';

const logs = (id: string) => `/search?ds=${json([id])}`;

export const PAGES: PageCases = {
  '/_console/search': {
    fuzz: (id) => [
      logs(id),
      `${logs(id)}&view=patterns`,
      `${logs(id)}&select=${json(['avg(latency_ms)', 'p95(latency_ms)', 'count(*)'])}`,
      `${logs(id)}&select=${json(['count(*)'])}&groups=${json(['status_code', 'method'])}`,
    ],
    data: {
      path: (s) =>
        `/search?${new URLSearchParams({ ds: JSON.stringify([s.dataset()]), q: "level = 'error'" })}`,
      ready: () => screen.findByRole('feed', {}),
    },
  },
  '/_console/search_/context': {
    fuzz: (id) => [`/search/context?from=${id}&timestamp=1764000000000&sequence=42`],
    data: {
      path: async (s) => {
        const event = await s.event();
        return `/search/context?${new URLSearchParams({ from: event?.service_id ?? '', timestamp: String(event?.timestamp), sequence: String(event?.sequence) })}`;
      },
      ready: heading(/./),
    },
  },
};
