import { Wrench } from 'lucide-react';
import { m } from '#src/shared/i18n/messages.ts';
import { Logo } from '#src/web/components/layout/logo.tsx';

/** product.md §2 "Maintenance": shown for every page while MAINTENANCE_MODE is on. No app chrome, no links that would bounce. */
export default function MaintenancePage() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-paper px-6 text-center">
      <Logo />
      <div className="mt-10 flex size-16 items-center justify-center rounded-full bg-sun-100 text-amber-700">
        <Wrench className="size-8" />
      </div>
      <h1 className="mt-6 text-3xl font-extrabold text-brand-900">{m['static.maintenanceTitle']()}</h1>
      <p className="mt-3 max-w-md text-lg text-muted">{m['static.maintenanceBody']()}</p>
    </div>
  );
}
