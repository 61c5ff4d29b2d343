import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '#src/web/components/ui/card.tsx';

/** The narrow card the password pages sit in. */
export function AccountCard({ children }: { children: ReactNode }) {
  return (
    <div className="container-page max-w-md py-10">
      <Card>
        <CardContent className="space-y-5">{children}</CardContent>
      </Card>
    </div>
  );
}

/** A form's icon, title and one line on what it does. */
export function AccountFormHeading({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <Icon className="size-8 text-brand-600" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted">{children}</p>
    </div>
  );
}

/** What shows once the form has done its work, announced to screen readers, with where to go next. */
export function AccountDone({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-3 text-center" role="status">
      <Icon className="mx-auto size-10 text-brand-600" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted">{text}</p>
      {children}
    </div>
  );
}
