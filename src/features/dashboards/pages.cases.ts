import { heading, type PageCases } from '../../test/page-case';

export const PAGES: PageCases = {
  '/_console/dashboards/': {
    fuzz: () => ['/dashboards'],
    data: { path: () => '/dashboards', ready: heading('Dashboards') },
  },
  '/_console/dashboards/$dashboardId': {
    fuzz: (id) => [`/dashboards/${id}`, `/dashboards/${id}?mode=edit`],
    // Each widget's search is made from the widget the dashboard returns.
    data: { path: (s) => `/dashboards/${s.dashboard()}`, ready: heading(/./), dependent: /^POST \/search$/ },
  },
  '/_console/widgets/': {
    fuzz: () => ['/widgets'],
    // Where each widget is used comes from the dashboards, asked once the rows are drawn: at a large
    // organisation both lists are megabytes, and the first rows need only the widgets.
    data: { path: () => '/widgets', ready: heading(/Widget/), dependent: /^GET \/dashboards$/ },
  },
  '/_console/widgets/$widgetId': {
    fuzz: (id) => [`/widgets/${id}`],
    // The preview searches as the widget the service returns says, and completes its dataset's keys.
    data: {
      path: (s) => `/widgets/${s.widget()}`,
      ready: heading(/./),
      dependent: /^(POST \/search|GET \/top-keys)$/,
    },
  },
  '/_console/widgets/new': {
    fuzz: () => ['/widgets/new'],
    // The preview searches as the draft says, once the form has it.
    data: {
      path: (s) => `/widgets/new?${new URLSearchParams({ ds: JSON.stringify([s.dataset()]) })}`,
      ready: heading(/./),
      dependent: /^POST \/search$/,
    },
  },
};
