import { useDisplaySettings } from '../../../components/use-display-settings';
import { AlertTriangle, BellOff, CircleCheck, CircleQuestionMark, Siren } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { formatTimestamp } from '../../../lib/time';
import { isMuted, STATUS_LABELS, type Monitor, type MonitorStatus } from '../model';

const TONE = { ALERT: 'danger', WARN: 'warning', NO_DATA: 'neutral', OK: 'ok' } as const;
const ICON = {
  ALERT: <Siren size={14} aria-hidden />,
  WARN: <AlertTriangle size={14} aria-hidden />,
  NO_DATA: <CircleQuestionMark size={14} aria-hidden />,
  OK: <CircleCheck size={14} aria-hidden />,
};

/** A status in words and an icon; colour only reinforces them. */
export function StatusBadge({ status }: { status: MonitorStatus }) {
  return (
    <Badge tone={TONE[status]} icon={ICON[status]}>
      {STATUS_LABELS[status]}
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
