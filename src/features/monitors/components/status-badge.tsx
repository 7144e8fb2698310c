import { useDisplaySettings } from '../../../components/use-display-settings';
import { Badge } from '../../../components/badge';
import { formatTimestamp } from '../../../lib/time';
import { isMuted, statusLabel, type KnownStatus, type Monitor, type MonitorStatus } from '../model';
import { Icon } from '../../../components/icon';

const TONE: Record<KnownStatus, 'danger' | 'warning' | 'neutral' | 'ok'> = {
  ALERT: 'danger',
  WARN: 'warning',
  NO_DATA: 'neutral',
  OK: 'ok',
};
const ICON: Record<KnownStatus, React.ReactNode> = {
  ALERT: <Icon name="siren" size={14} />,
  WARN: <Icon name="triangle-exclamation-point" size={14} />,
  NO_DATA: <Icon name="circle-question-mark" size={14} />,
  OK: <Icon name="circle-check" size={14} />,
};

/** A status in words and an icon; colour only reinforces them. One the console does not know, as its text. */
export function StatusBadge({ status }: { status: MonitorStatus }) {
  const known = status as KnownStatus;
  return (
    <Badge
      tone={TONE[known] ?? 'neutral'}
      icon={ICON[known] ?? <Icon name="circle-question-mark" size={14} />}
    >
      {statusLabel(status)}
    </Badge>
  );
}

export function MutedBadge({ monitor }: { monitor: Pick<Monitor, 'muted_until'> }) {
  const display = useDisplaySettings();
  if (!isMuted(monitor)) return null;
  return (
    <Badge icon={<Icon name="bell-off" size={14} />}>
      {monitor.muted_until === -1
        ? 'Muted'
        : `Muted until ${formatTimestamp(monitor.muted_until as number, display)}`}
    </Badge>
  );
}
