import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import { cn } from '#src/web/lib/cn.ts';
import { Input } from './field.tsx';

/** A password field with a show/hide toggle (product.md §2 "/login"). */
export function PasswordInput({
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={shown ? 'text' : 'password'} className={cn('pr-12', className)} />
      <button
        type="button"
        onClick={() => setShown((v) => !v)}
        className="absolute inset-y-0 right-0 flex w-12 items-center justify-center text-muted hover:text-brand-700"
        aria-label={shown ? m['core.hidePassword']() : m['core.showPassword']()}
        aria-pressed={shown}
      >
        {shown ? <EyeOff className="size-5" /> : <Eye className="size-5" />}
      </button>
    </div>
  );
}
