/**
 * The areas of the console, in the order and groups of the navigation; the command palette offers
 * them too. `icon` names a lucide icon (drawn by side-nav.tsx), so this list stays plain data.
 */
export const NAV = [
  { to: '/', label: 'Home', group: 'Explore', icon: 'home' },
  { to: '/search', label: 'Logs', group: 'Explore', icon: 'logs' },
  { to: '/dashboards', label: 'Dashboards', group: 'Explore', icon: 'dashboards' },
  { to: '/monitors', label: 'Monitors', group: 'Explore', icon: 'monitors' },
  { to: '/datasets', label: 'Datasets', group: 'Data', icon: 'datasets' },
  { to: '/usage', label: 'Usage', group: 'Data', icon: 'usage' },
  { to: '/limits', label: 'Limits', group: 'Data', icon: 'limits' },
  { to: '/agent-setup', label: 'Agent setup', group: 'Data', icon: 'agent' },
  { to: '/users', label: 'Users', group: 'Access', icon: 'users' },
  { to: '/groups', label: 'Groups', group: 'Access', icon: 'groups' },
  { to: '/roles', label: 'Roles', group: 'Access', icon: 'roles' },
  { to: '/permissions', label: 'Permissions', group: 'Access', icon: 'permissions' },
  { to: '/api-keys', label: 'API keys', group: 'Access', icon: 'keys' },
  { to: '/organisation', label: 'Organisation', group: 'Console', icon: 'organisation' },
  { to: '/settings', label: 'Settings', group: 'Console', icon: 'settings' },
] as const;

export type NavIcon = (typeof NAV)[number]['icon'];

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
