import { Badge } from '../../../components/badge';
import type { Permission } from '../model';
import { Icon } from '../../../components/icon';

const SENSITIVE_MEANING =
  'Needs careful review: billing, deleting API keys, managing user access, reading personal data or setting log retention.';
export const RESTRICTED_MEANING = 'Only built-in roles hold it; custom roles cannot grant it.';

/** The sensitive and restricted flags of one permission, as text with an icon. */
export function PermissionFlags({ permission }: { permission: Permission }) {
  return (
    <>
      {permission.sensitive && (
        <Badge
          tone="warning"
          icon={<Icon name="shield-exclamation-point" size={12} />}
          title={SENSITIVE_MEANING}
        >
          Sensitive
        </Badge>
      )}
      {permission.restricted && (
        <Badge tone="danger" icon={<Icon name="lock" size={12} />} title={RESTRICTED_MEANING}>
          Restricted
        </Badge>
      )}
    </>
  );
}

/** What the flags mean, once per page. */
export function FlagLegend() {
  return (
    <dl
      className="card"
      style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: 0 }}
    >
      <dt>
        <Badge tone="warning" icon={<Icon name="shield-exclamation-point" size={12} />}>
          Sensitive
        </Badge>
      </dt>
      <dd style={{ margin: 0 }}>{SENSITIVE_MEANING}</dd>
      <dt>
        <Badge tone="danger" icon={<Icon name="lock" size={12} />}>
          Restricted
        </Badge>
      </dt>
      <dd style={{ margin: 0 }}>{RESTRICTED_MEANING}</dd>
    </dl>
  );
}
