import { heading, json, type PageCases } from '../../test/page-case';

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
    fuzz: (id) => ['/monitors/new', `/monitors/new?template=${id}`],
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
      // Its hygiene reads the notifications of the monitors with actions, of the same list.
      dependent: /^GET \/monitors\/[^/]+\/(events|notifications)$/,
    },
  },
  '/_console/monitors/downtimes/': {
    fuzz: () => ['/monitors/downtimes'],
    data: { path: () => '/monitors/downtimes', ready: heading('Downtimes') },
  },
  '/_console/monitors/downtimes/new': {
    fuzz: (id) => ['/monitors/downtimes/new', `/monitors/downtimes/new?monitors=${json([id])}&days=30`],
    // The replay reads the history of the monitors the form holds, once it holds them.
    data: {
      path: (s) => `/monitors/downtimes/new?monitors=${json([s.monitor()])}`,
      ready: heading('New downtime'),
      dependent: /^GET \/monitors\/[^/]+\/(events|notifications)$/,
    },
  },
  '/_console/monitors/downtimes/$downtimeId': {
    fuzz: (id) => [`/monitors/downtimes/${id}`],
    // The replay reads the history of the monitors the downtime names.
    data: {
      path: (s) => `/monitors/downtimes/${s.downtime()}`,
      ready: heading(/^Edit/),
      dependent: /^GET \/monitors\/[^/]+\/(events|notifications)$/,
    },
  },
  '/_console/monitors/notifications': {
    fuzz: () => ['/monitors/notifications', '/monitors/notifications?status=FAILED&days=7'],
    // Each monitor's notifications follow from the list: the monitors it names.
    data: {
      path: () => '/monitors/notifications',
      ready: heading('Notifications'),
      dependent: /^GET \/monitors\/[^/]+\/notifications$/,
    },
  },
  '/_console/monitors/templates': {
    fuzz: () => ['/monitors/templates'],
    data: { path: () => '/monitors/templates', ready: heading('Monitor templates') },
  },
};
