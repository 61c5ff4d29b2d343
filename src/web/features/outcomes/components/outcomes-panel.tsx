import { zodResolver } from '@hookform/resolvers/zod';
import { PackageCheck } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { itemName } from '#src/shared/core/item-display.ts';
import { m } from '#src/shared/i18n/messages.ts';
import {
  type ItemOutcome,
  itemOutcomeKinds,
  type OutcomeForm,
  type OutcomeFormRow,
  type OutcomeSheet,
  outcomeFormSchema,
  recycledMaterials,
} from '#src/shared/outcomes/outcome.schema.ts';
import { outcomePages } from '#src/shared/outcomes/paths.ts';
import { materialLabels, outcomeLabels } from '#src/shared/outcomes/receipt-text.ts';
import type { AdminSubmissionDetail } from '#src/shared/submissions/review.schema.ts';
import type { SubmissionStatus } from '#src/shared/submissions/status.ts';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Button } from '#src/web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { Field, Input, Select } from '#src/web/components/ui/field.tsx';
import { Link } from '#src/web/components/ui/link.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import { useOutcomeSheet, useRecordOutcomes } from '#src/web/features/outcomes/api/outcomes-api.ts';
import type { CompletionPanel } from '#src/web/features/submissions/lib/completion-panel.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { readSession, storageKeys, writeSession } from '#src/web/lib/browser-storage.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { notify } from '#src/web/lib/toast.ts';

// Issue 16: what became of each item, set in one pass on a phone when the crew is back. The rows
// start from the recorded outcomes, or from the review verdicts; the shared schema checks them
// here and again on the server.

const recordable = new Set(['Pickup Scheduled', 'Scheduled', 'Picked Up', 'Completed']);

/** The panel's element id: "Mark as Completed" leads here when the request has items. */
export const outcomesPanelId = 'record-outcomes';

/** Whether the review screen shows the panel for this request. */
export function showsOutcomesPanel(detail: AdminSubmissionDetail): boolean {
  return recordable.has(detail.submission.status) && detail.photos.length > 0;
}

/** The texts the outcome rows' schema can name. */
const formTexts: Record<string, () => string> = {
  'outcomes.partnerRequired': m['outcomes.partnerRequired'],
  'outcomes.materialRequired': m['outcomes.materialRequired'],
  'outcomes.weightInvalid': m['outcomes.weightInvalid'],
  'outcomes.everyItem': m['outcomes.everyItem'],
  'outcomes.unknownItem': m['outcomes.unknownItem'],
  'outcomes.partnerUnavailable': m['outcomes.partnerUnavailable'],
};

type Drafts = Record<string, OutcomeFormRow[]>;

/** Rows typed before leaving for the Partners page (issue 24), if they still fit the request's photos. */
function draftRows(trackingNumber: string, sheet: OutcomeSheet): OutcomeFormRow[] | undefined {
  const rows = readSession<Drafts>(storageKeys.outcomesDraft)?.[trackingNumber];
  const ids = sheet.items.map((item) => item.photoId).join();
  if (!Array.isArray(rows) || rows.map((row) => row.photoId).join() !== ids) return undefined;
  // A draft kept by an older page, with the weight under another name, is not this form's.
  if (!rows.every((row) => typeof row.weightKg === 'string')) return undefined;
  return rows;
}

function saveDraft(trackingNumber: string, rows: OutcomeFormRow[] | null): void {
  const { [trackingNumber]: _, ...others } = readSession<Drafts>(storageKeys.outcomesDraft) ?? {};
  writeSession(storageKeys.outcomesDraft, rows ? { ...others, [trackingNumber]: rows } : others);
}

function rowsOf(sheet: OutcomeSheet): OutcomeFormRow[] {
  return sheet.items.map((item) => ({
    photoId: item.photoId,
    outcome: item.outcome,
    partnerId: item.partnerId ?? '',
    material: item.material ?? '',
    weightKg: String(item.weightKg),
  }));
}

export function OutcomesPanel({ detail }: { detail: AdminSubmissionDetail }) {
  const s = detail.submission;
  const shown = showsOutcomesPanel(detail);
  const sheet = useOutcomeSheet(s.trackingNumber, shown);
  if (!shown) return null;
  return (
    <Card id={outcomesPanelId} tabIndex={-1} aria-labelledby={`${outcomesPanelId}-title`} role="region">
      <CardHeader>
        <CardTitle id={`${outcomesPanelId}-title`}>{m['outcomes.recordTitle']()}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted">{m['outcomes.recordIntro']()}</p>
        {sheet.isError && <Alert tone="error" title={m['core.somethingWentWrong']()} />}
        {!sheet.data && !sheet.isError && <Skeleton className="h-48" />}
        {sheet.data && (
          <OutcomeRows
            key={`${s.status}-${s.updatedAt}`}
            sheet={sheet.data}
            status={s.status as SubmissionStatus}
            trackingNumber={s.trackingNumber}
          />
        )}
      </CardContent>
    </Card>
  );
}

function OutcomeRows({
  sheet,
  status,
  trackingNumber,
}: {
  sheet: OutcomeSheet;
  status: SubmissionStatus;
  trackingNumber: string;
}) {
  const record = useRecordOutcomes(trackingNumber);
  // The rows follow the sheet (a save fetches it again), from what was typed before leaving if any.
  const values = useMemo(() => ({ items: draftRows(trackingNumber, sheet) ?? rowsOf(sheet) }), [sheet, trackingNumber]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    getValues,
    formState: { errors },
  } = useForm<OutcomeForm, unknown, { items: ItemOutcome[] }>({
    values,
    resolver: zodResolver(outcomeFormSchema),
    reValidateMode: 'onSubmit',
    // The errors show under their rows; the focus stays where staff left it, as before the form was
    // react-hook-form's.
    shouldFocusError: false,
  });
  const rows = useWatch({ control, name: 'items' });
  const partners = sheet.partners;
  // Names and thumbnails follow the photos, not the draft.
  const items = sheet.items.map((item, index) => ({ name: itemName(item.name, index + 1), thumbUrl: item.thumbUrl }));

  // What staff change is kept for this tab, so a trip to the Partners page loses nothing (issue 24).
  useEffect(() => {
    const { unsubscribe } = watch((_, { type }) => {
      if (type === 'change') saveDraft(trackingNumber, getValues('items'));
    });
    return unsubscribe;
  }, [watch, getValues, trackingNumber]);

  const save = (complete: boolean) =>
    handleSubmit(async ({ items: checked }) => {
      try {
        await record.mutateAsync({ expectedStatus: status, complete, items: checked });
        saveDraft(trackingNumber, null);
        notify.success({
          title: m['core.titleSuccess'](),
          description: complete ? m['outcomes.outcomesSavedCompleted']() : m['outcomes.outcomesSaved'](),
        });
      } catch (error) {
        // The server names a row's field as the form does ("items.1.partnerId"), in the visitor's words.
        if (error instanceof ApiError)
          for (const issue of error.issues) setError(issue.path as FieldPath<OutcomeForm>, { message: issue.message });
        notify.error({
          title: m['core.titleError'](),
          description: error instanceof ApiError ? error.message : m['core.somethingWentWrong'](),
        });
      }
    });

  const error = (index: number, field: 'partnerId' | 'material' | 'weightKg') =>
    fieldError(errors.items?.[index]?.[field]?.message, formTexts);

  return (
    <form className="space-y-4" noValidate onSubmit={save(false)}>
      {!sheet.recorded && <p className="text-sm font-medium text-amber-800">{m['outcomes.defaultsNote']()}</p>}
      <ol className="space-y-3">
        {rows.map((row, index) => {
          const item = items[index];
          const choosable = partners.filter((p) => p.active || p.id === row.partnerId);
          return (
            <li key={row.photoId} className="rounded-xl border border-brand-100 p-3">
              <div className="mb-3 flex items-center gap-3">
                <img src={item?.thumbUrl} alt="" className="size-12 rounded-lg object-cover" loading="lazy" />
                <span className="font-semibold">{item?.name}</span>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={m['outcomes.outcomeLabel']()}>
                  {(fieldProps) => (
                    <Select {...fieldProps} {...register(`items.${index}.outcome`)}>
                      {itemOutcomeKinds.map((kind) => (
                        <option key={kind} value={kind}>
                          {outcomeLabels[kind]()}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Field label={m['outcomes.weightLabel']()} error={error(index, 'weightKg')}>
                  {(fieldProps) => (
                    <Input {...fieldProps} inputMode="decimal" {...register(`items.${index}.weightKg`)} />
                  )}
                </Field>
                {row.outcome !== 'disposed' && choosable.length === 0 && (
                  <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                    {m['outcomes.noPartnerYet']()}{' '}
                    <Link to={outcomePages.adminPartners} className="font-semibold underline">
                      {m['outcomes.addPartnerLink']()}
                    </Link>
                  </p>
                )}
                {row.outcome !== 'disposed' && (
                  <Field label={m['outcomes.partnerLabel']()} error={error(index, 'partnerId')}>
                    {(fieldProps) => (
                      <Select {...fieldProps} {...register(`items.${index}.partnerId`)}>
                        <option value="">{m['outcomes.choosePartner']()}</option>
                        {choosable.map((p) => (
                          <option key={p.id} value={p.id}>
                            {p.name}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                )}
                {row.outcome === 'recycled' && (
                  <Field label={m['outcomes.materialLabel']()} error={error(index, 'material')}>
                    {(fieldProps) => (
                      <Select {...fieldProps} {...register(`items.${index}.material`)}>
                        <option value="">{m['outcomes.materialLabel']()}</option>
                        {recycledMaterials.map((material) => (
                          <option key={material} value={material}>
                            {materialLabels[material]()}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        {status !== 'Completed' && (
          <Button type="button" disabled={record.isPending} onClick={(event) => void save(true)(event)}>
            <PackageCheck />
            {m['outcomes.saveAndComplete']()}
          </Button>
        )}
        <Button type="submit" variant={status === 'Completed' ? 'primary' : 'outline'} disabled={record.isPending}>
          {m['outcomes.saveOutcomes']()}
        </Button>
      </div>
    </form>
  );
}

/** The panel as the review screen takes it (joined in router.tsx). */
export const outcomesCompletionPanel: CompletionPanel = {
  Panel: OutcomesPanel,
  shows: showsOutcomesPanel,
  id: outcomesPanelId,
};
