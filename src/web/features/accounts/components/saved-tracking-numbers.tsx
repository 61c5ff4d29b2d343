import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Plus, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { accountFormTexts, savedTrackingNumberMaxLength } from '#src/shared/accounts/form-rules.ts';
import { accountNotices } from '#src/shared/accounts/messages.ts';
import {
  duplicateNotice,
  type SavedTrackingNumberForm,
  type SavedTrackingNumberVariant,
  savedTrackingNumberFormSchema,
} from '#src/shared/accounts/tracking-numbers.schema.ts';
import { formatDateTime } from '#src/shared/core/dates.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { trackingResultPath } from '#src/shared/tracking/paths.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { Link } from '#src/web/components/ui/link.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import {
  useAddTrackingNumber,
  useRemoveTrackingNumber,
  useSavedTrackingNumbers,
} from '#src/web/features/accounts/api/account-api.ts';
import { noticeForError } from '#src/web/features/accounts/lib/error-notice.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { said, saidKey } from '#src/web/lib/said.ts';
import { notify } from '#src/web/lib/toast.ts';
import { LoadFailed } from './load-failed.tsx';
import { useSessionLost } from './require-customer.tsx';

// product.md §2 "My Tracking Numbers" (dashboard: Track and delete; profile: view and remove), §5
// "Profile tracking number add" and "Dashboard add". Bookmarks only (design.md §6.6).

const texts = {
  dashboard: {
    added: said(accountNotices.trackingNumberAdded),
    removed: said(accountNotices.trackingNumberRemoved),
    open: m['accounts.trackAction'](),
    remove: m['accounts.deleteAction'](),
  },
  profile: {
    added: said(accountNotices.profileTrackingNumberAdded),
    removed: said(accountNotices.profileTrackingNumberRemoved),
    open: m['accounts.view'](),
    remove: m['accounts.removeAction'](),
  },
} as const;

export function SavedTrackingNumbers({ variant }: { variant: SavedTrackingNumberVariant }) {
  const list = useSavedTrackingNumbers();
  const add = useAddTrackingNumber();
  const remove = useRemoveTrackingNumber();
  const words = texts[variant];
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SavedTrackingNumberForm, unknown, { trackingNumber: string }>({
    defaultValues: { trackingNumber: '' },
    resolver: zodResolver(savedTrackingNumberFormSchema),
    reValidateMode: 'onSubmit',
    // The error shows under the field and in a toast; the focus stays where it was.
    shouldFocusError: false,
  });
  useSessionLost([list.error]);

  const submit = handleSubmit(
    ({ trackingNumber }) =>
      add.mutate(
        { trackingNumber, variant },
        {
          onSuccess: () => {
            reset();
            notify.success(words.added);
          },
          onError: (error) => {
            const notice = noticeForError(error, said(accountNotices.trackingNumberAddFailed), {
              DUPLICATE: duplicateNotice(variant),
              NOT_FOUND: said(accountNotices.trackingNumberUnknown),
            });
            setError('trackingNumber', { message: notice.description });
            notify.error(notice);
          },
        },
      ),
    (invalid) => {
      if (invalid.trackingNumber?.message) notify.error(saidKey(invalid.trackingNumber.message));
    },
  );

  function removeNumber(trackingNumber: string) {
    remove.mutate(trackingNumber, {
      onSuccess: () => notify.success(words.removed),
      onError: (error) => notify.error(noticeForError(error, said(accountNotices.trackingNumberRemoveFailed))),
    });
  }

  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate className="flex items-start gap-2">
        <Field
          label={m['accounts.trackingNumber']()}
          error={fieldError(errors.trackingNumber?.message, accountFormTexts)}
          className="flex-1"
        >
          {(p) => (
            <Input
              {...p}
              {...register('trackingNumber')}
              maxLength={savedTrackingNumberMaxLength}
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="AB12CD34"
              className="font-mono uppercase tracking-wider"
            />
          )}
        </Field>
        <Button type="submit" className="mt-7" disabled={add.isPending}>
          <Plus />
          {add.isPending ? m['accounts.adding']() : m['accounts.add']()}
        </Button>
      </form>

      {list.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : list.isError ? (
        <LoadFailed notice={said(accountNotices.trackingNumbersLoadFailed)} onRetry={() => list.refetch()} />
      ) : list.data.trackingNumbers.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-brand-200 p-6 text-center text-muted">
          {m['accounts.noSavedNumbers']()}
        </p>
      ) : (
        <ul className="divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white">
          {list.data.trackingNumbers.map((saved) => (
            <li key={saved.trackingNumber} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-mono text-lg font-semibold tracking-wider">{saved.trackingNumber}</p>
                <p className="text-xs text-muted">{formatDateTime(saved.addedAt)}</p>
              </div>
              <Link
                to={trackingResultPath(saved.trackingNumber)}
                className="inline-flex h-10 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                aria-label={`${words.open} ${saved.trackingNumber}`}
              >
                <ExternalLink className="size-4" />
                {words.open}
              </Link>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50"
                aria-label={`${words.remove} ${saved.trackingNumber}`}
                disabled={remove.isPending && remove.variables === saved.trackingNumber}
                onClick={() => removeNumber(saved.trackingNumber)}
              >
                <Trash2 />
                <span className="hidden sm:inline">{words.remove}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
