import { adminBadgeTone, statusOrDefault } from '#src/shared/submissions/status.ts';
import { statusLabel } from '#src/shared/submissions/status-label.ts';
import { Badge } from '#src/web/components/ui/badge.tsx';

/** product.md §4 "Admin badge colour": Pending yellow, Processing blue, Pickup Scheduled purple, Completed green. */
export function AdminStatusBadge({ status, wrap = false }: { status: string | null | undefined; wrap?: boolean }) {
  const shown = statusOrDefault(status);
  return (
    <Badge tone={adminBadgeTone(shown)} wrap={wrap}>
      {statusLabel(shown)}
    </Badge>
  );
}
