/** The areas of the console, in the order of the navigation; the command palette offers them too. */
export const NAV = [
  { to: '/search', label: 'Logs' },
  { to: '/dashboards', label: 'Dashboards' },
  { to: '/monitors', label: 'Monitors' },
  { to: '/datasets', label: 'Datasets' },
  { to: '/usage', label: 'Usage' },
  { to: '/limits', label: 'Limits' },
  { to: '/agent-setup', label: 'Agent setup' },
  { to: '/users', label: 'Users' },
  { to: '/groups', label: 'Groups' },
  { to: '/roles', label: 'Roles' },
  { to: '/permissions', label: 'Permissions' },
  { to: '/api-keys', label: 'API keys' },
  { to: '/organisation', label: 'Organisation' },
  { to: '/settings', label: 'Settings' },
] as const;

export type NavTarget = (typeof NAV)[number]['to'];

/** The keyboard shortcuts of the whole console, for the help dialog. */
export const SHORTCUTS = [
  {
    keys: ['Ctrl', 'K'],
    mac: ['⌘', 'K'],
    what: 'Open the command palette: go to any page, dataset, dashboard or monitor',
  },
  { keys: ['?'], what: 'Show these keyboard shortcuts' },
  { keys: ['Esc'], what: 'Close a dialog, popover or palette' },
  { keys: ['↑', '↓'], what: 'Move between events in the log list; between choices in the palette' },
  { keys: ['Enter'], what: 'Open the event or run the command chosen' },
  { keys: ['Ctrl', 'Enter'], mac: ['⌘', 'Enter'], what: 'Run the search from the query editor' },
  {
    keys: ['Ctrl', 'Z'],
    mac: ['⌘', 'Z'],
    what: 'Undo a layout change while editing a dashboard (add Shift to redo)',
  },
] as const;
