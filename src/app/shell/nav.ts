import {
  BarChart3,
  Bell,
  Building2,
  Cable,
  Database,
  Gauge,
  GitCompareArrows,
  House,
  KeyRound,
  LayoutDashboard,
  ListChecks,
  ScrollText,
  Settings,
  ShieldCheck,
  UserRound,
  UsersRound,
} from 'lucide-react';

/**
 * The areas of the console, each declared once: where it lives, its entry in the navigation (in its
 * order and groups) and its icon. The side navigation and the command palette draw from this list;
 * each area's pages are declared for the tests beside it (`src/features/<area>/pages.cases.ts`).
 */
export const NAV = [
  { to: '/', label: 'Home', group: 'Explore', icon: House },
  { to: '/search', label: 'Logs', group: 'Explore', icon: ScrollText },
  { to: '/dashboards', label: 'Dashboards', group: 'Explore', icon: LayoutDashboard },
  { to: '/monitors', label: 'Monitors', group: 'Explore', icon: Bell },
  { to: '/changes', label: 'What changed', group: 'Explore', icon: GitCompareArrows },
  { to: '/datasets', label: 'Datasets', group: 'Data', icon: Database },
  { to: '/usage', label: 'Usage', group: 'Data', icon: BarChart3 },
  { to: '/limits', label: 'Limits', group: 'Data', icon: Gauge },
  { to: '/agent-setup', label: 'Agent setup', group: 'Data', icon: Cable },
  { to: '/users', label: 'Users', group: 'Access', icon: UserRound },
  { to: '/groups', label: 'Groups', group: 'Access', icon: UsersRound },
  { to: '/roles', label: 'Roles', group: 'Access', icon: ShieldCheck },
  { to: '/permissions', label: 'Permissions', group: 'Access', icon: ListChecks },
  { to: '/api-keys', label: 'API keys', group: 'Access', icon: KeyRound },
  { to: '/organisation', label: 'Organisation', group: 'Console', icon: Building2 },
  { to: '/settings', label: 'Settings', group: 'Console', icon: Settings },
] as const;
