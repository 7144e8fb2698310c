/**
 * The areas of the console, in the order and groups of the navigation; the command palette offers
 * them too. `icon` names a lucide icon (drawn by side-nav.tsx), so this list stays plain data.
 */
export const NAV = [
  { to: '/', label: 'Home', group: 'Explore', icon: 'home' },
  { to: '/search', label: 'Logs', group: 'Explore', icon: 'logs' },
  { to: '/dashboards', label: 'Dashboards', group: 'Explore', icon: 'dashboards' },
  { to: '/monitors', label: 'Monitors', group: 'Explore', icon: 'monitors' },
  { to: '/changes', label: 'What changed', group: 'Explore', icon: 'changes' },
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
