import { heading, type PageCases } from '../../test/page-case';

export const PAGES: PageCases = {
  '/_console/monitors/': {
    fuzz: () => ['/monitors'],
    // Each row's last 24 hours is asked for by the id the list returns, once the row is in view.
    data: {
      path: () => '/monitors',
      ready: heading('Monitors'),
      dependent: /^GET \/monitors\/[^/]+\/events$/,
    },
  },
  '/_console/monitors/new': {
    fuzz: () => ['/monitors/new'],
    // The backtest replays the draft's rule, once the form has one.
    data: {
      path: (s) => `/monitors/new?${new URLSearchParams({ ds: JSON.stringify([s.dataset()]) })}`,
      ready: heading('New monitor'),
      dependent: /^POST \/search$/,
    },
  },
  '/_console/monitors/$monitorId': {
    fuzz: (id) => [`/monitors/${id}`],
    // The value chart replays the rule the monitor returns.
    data: { path: (s) => `/monitors/${s.monitor()}`, ready: heading(/./), dependent: /^POST \/search$/ },
  },
  '/_console/monitors/$monitorId_/edit': {
    fuzz: (id) => [
      `/monitors/${id}/edit`,
      `/monitors/${id}/edit?threshold=15&from=1763000000000&to=1764000000000`,
    ],
    // The backtest replays the rule the monitor returns; completion reads its dataset's keys.
    data: {
      path: (s) => `/monitors/${s.monitor()}/edit`,
      ready: heading(/^Edit/),
      dependent: /^(POST \/search|GET \/top-keys)$/,
    },
  },
  '/_console/monitors/noise': {
    fuzz: () => ['/monitors/noise?from=1763900000000&to=1764000000000'],
    // Each monitor's history follows from the list: the monitors it names. Over a day here: thirty days
    // of every monitor is the most any page asks of the mock (seconds), and the order is the same.
    data: {
      path: () => `/monitors/noise?from=${Date.now() - 86_400_000}&to=${Date.now()}`,
      ready: heading('Alert noise'),
      dependent: /^GET \/monitors\/[^/]+\/events$/,
    },
  },
};
