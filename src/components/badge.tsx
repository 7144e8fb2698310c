import type { ReactNode } from 'react';
import styles from './badge.module.css';
import { namedText } from '../lib/visible-text';

type Tone = 'neutral' | 'danger' | 'warning' | 'ok' | 'info';

/** A small label; its text (and icon) carry the meaning, colour only reinforces it. */
export function Badge({
  tone = 'neutral',
  icon,
  children,
  title,
}: {
  tone?: Tone;
  icon?: ReactNode;
  children: ReactNode;
  title?: string;
}) {
  return (
    <span className={styles.badge} data-tone={tone} title={title && namedText(title)}>
      {icon}
      {children}
    </span>
  );
}
