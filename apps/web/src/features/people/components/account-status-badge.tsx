import { ADMIN_TEXTS } from '@smms/shared';
import { Badge } from '@/components/ui/badge';

/** Active (green) or Inactive (grey) account state. */
export function AccountStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge variant={isActive ? 'success' : 'muted'}>
      {isActive ? ADMIN_TEXTS.active : ADMIN_TEXTS.inactive}
    </Badge>
  );
}
