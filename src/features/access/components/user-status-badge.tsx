import { Badge } from '../../../components/badge';
import { STATUS_LABELS, type UserStatus } from '../users-model';

const TONES: Partial<Record<UserStatus, 'ok' | 'info' | 'danger' | 'neutral'>> = {
  ACTIVE: 'ok',
  INVITED: 'info',
  DEACTIVATED: 'danger',
};

export function UserStatusBadge({ status = 'ACTIVE' }: { status?: UserStatus | undefined }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{STATUS_LABELS[status]}</Badge>;
}
