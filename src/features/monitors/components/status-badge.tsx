import { useDisplaySettings } from '../../../components/use-display-settings';
import { AlertTriangle, BellOff, CircleCheck, CircleQuestionMark, Siren } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { formatTimestamp } from '../../../lib/time';
import { isMuted, statusLabel, type KnownStatus, type Monitor, type MonitorStatus } from '../model';

const TONE: Record<KnownStatus, 'danger' | 'warning' | 'neutral' | 'ok'> = {
  ALERT: 'danger',
  WARN: 'warning',
  NO_DATA: 'neutral',
  OK: 'ok',
};
const ICON: Record<KnownStatus, React.ReactNode> = {
  ALERT: <Siren size={14} aria-hidden />,
  WARN: <AlertTriangle size={14} aria-hidden />,
  NO_DATA: <CircleQuestionMark size={14} aria-hidden />,
  OK: <CircleCheck size={14} aria-hidden />,
};

/** A status in words and an icon; colour only reinforces them. One the console does not know, as its text. */
export function StatusBadge({ status }: { status: MonitorStatus }) {
  const known = status as KnownStatus;
  return (
    <Badge tone={TONE[known] ?? 'neutral'} icon={ICON[known] ?? <CircleQuestionMark size={14} aria-hidden />}>
      {statusLabel(status)}
    </Badge>
  );
}

export function MutedBadge({ monitor }: { monitor: Pick<Monitor, 'muted_until'> }) {
  const display = useDisplaySettings();
  if (!isMuted(monitor)) return null;
  return (
    <Badge icon={<BellOff size={14} aria-hidden />}>
      {monitor.muted_until === -1
        ? 'Muted'
        : `Muted until ${formatTimestamp(monitor.muted_until as number, display)}`}
    </Badge>
  );
}
