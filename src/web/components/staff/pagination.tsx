import { ChevronLeft, ChevronRight } from 'lucide-react';
import { m } from '#src/shared/i18n/messages.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { formatCount } from '#src/web/lib/format.ts';

/** Real pagination (the original specification's was decorative, product.md §10): previous, next and where we are. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="flex items-center justify-between gap-3 pt-4" aria-label={label}>
      <p className="text-sm text-muted">
        {m['submissions.pageRange']({ first: formatCount(first), last: formatCount(last), total: formatCount(total) })}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft />
          {m['submissions.previous']()}
        </Button>
        <span className="text-sm tabular-nums text-muted">
          {m['submissions.pageOf']({ page, pages: formatCount(pages) })}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {m['submissions.next']()}
          <ChevronRight />
        </Button>
      </div>
    </nav>
  );
}
