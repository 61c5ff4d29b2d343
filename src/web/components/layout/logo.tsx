import { cn } from '#src/web/lib/cn.ts';

/**
 * The Ligpit mark (a tidy box with a check, under a sun-yellow handle) is the site's icon,
 * src/web/public/favicon.svg, which the browser fetches for the tab anyway: an image of it costs a
 * page ~60 bytes, where the drawing inline cost ~600 in every server-made page (issue 25).
 */
export function LogoMark({ className }: { className?: string }) {
  // fetchPriority low: else React's server renderer writes a <link rel=preload> for it into the page.
  return (
    <img src="/favicon.svg" alt="" width={36} height={36} fetchPriority="low" className={cn('size-9', className)} />
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="text-xl font-extrabold tracking-tight text-brand-700">Ligpit</span>
    </span>
  );
}
