import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Icon } from '../../components/icon';
import { NAV } from './nav';
import styles from './shell.module.css';

const GROUPS = [...new Set(NAV.map((item) => item.group))];
const COLLAPSED_KEY = 'lookout.nav-collapsed';

/**
 * The areas, grouped (Explore, Data, Access, Console) with an icon each. Collapsible to the icons on
 * a desktop (kept for the tab); on a phone it is a drawer the header's menu button opens.
 */
export function SideNav({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const [collapsed, setCollapsed] = useState(() => sessionStorage.getItem(COLLAPSED_KEY) === '1');
  const toggle = () => {
    sessionStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  };
  return (
    <nav
      id={id}
      className={styles.nav}
      aria-label="Areas"
      data-collapsed={collapsed ? '' : undefined}
      data-open={open ? '' : undefined}
    >
      {GROUPS.map((group) => (
        <section key={group} aria-labelledby={`nav-${group}`}>
          <h2 id={`nav-${group}`} className={styles.navGroup}>
            {group}
          </h2>
          <ul>
            {NAV.filter((item) => item.group === group).map((item) => {
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    title={collapsed ? item.label : undefined}
                    onClick={onNavigate}
                    activeProps={{ 'aria-current': 'page', className: styles.active }}
                    // Home is "/", which every path starts with: it is current only on itself.
                    activeOptions={{ exact: item.to === '/' }}
                  >
                    <Icon name={item.icon} size={16} />
                    <span className={styles.navLabel}>{item.label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <button type="button" className={`button ${styles.collapse}`} onClick={toggle}>
        <Icon name={collapsed ? 'panel-left-open' : 'panel-left-close'} size={16} />
        <span className={styles.navLabel}>{collapsed ? 'Expand' : 'Collapse'} navigation</span>
      </button>
    </nav>
  );
}
