import type { IconName } from '../../components/icon-names.gen';

/**
 * The areas of the console, each declared once: where it lives, its entry in the navigation (in its
 * order and groups) and its icon (its lucide name: `npm run gen:icons` draws it into the sprite). The side
 * navigation and the command palette draw from this list; each area's pages are declared for the
 * tests beside it (`src/features/<area>/pages.cases.ts`).
 */
export const NAV = [
  { to: '/', label: 'Home', group: 'Explore', icon: 'house' },
  { to: '/search', label: 'Logs', group: 'Explore', icon: 'scroll-text' },
  { to: '/dashboards', label: 'Dashboards', group: 'Explore', icon: 'layout-dashboard' },
  { to: '/monitors', label: 'Monitors', group: 'Explore', icon: 'bell' },
  { to: '/changes', label: 'What changed', group: 'Explore', icon: 'git-compare-arrows' },
  { to: '/integrations', label: 'Integrations', group: 'Explore', icon: 'webhook' },
  { to: '/datasets', label: 'Datasets', group: 'Data', icon: 'database' },
  { to: '/usage', label: 'Usage', group: 'Data', icon: 'chart-column' },
  { to: '/limits', label: 'Limits', group: 'Data', icon: 'gauge' },
  { to: '/agent-setup', label: 'Agent setup', group: 'Data', icon: 'cable' },
  { to: '/forwarding', label: 'Forwarding', group: 'Data', icon: 'send' },
  { to: '/encryption-keys', label: 'Encryption keys', group: 'Data', icon: 'lock-keyhole' },
  { to: '/users', label: 'Users', group: 'Access', icon: 'user-round' },
  { to: '/groups', label: 'Groups', group: 'Access', icon: 'users-round' },
  { to: '/roles', label: 'Roles', group: 'Access', icon: 'shield-check' },
  { to: '/permissions', label: 'Permissions', group: 'Access', icon: 'list-checks' },
  { to: '/api-keys', label: 'API keys', group: 'Access', icon: 'key-round' },
  { to: '/organisation', label: 'Organisation', group: 'Console', icon: 'building-complex' },
  { to: '/settings', label: 'Settings', group: 'Console', icon: 'settings' },
] as const satisfies readonly { to: string; label: string; group: string; icon: IconName }[];
