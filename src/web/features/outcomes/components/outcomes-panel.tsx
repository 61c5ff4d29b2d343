import { PackageCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { itemName } from '#src/shared/core/item-display.ts';
import { m } from '#src/shared/i18n/messages.ts';
import {
  type ItemOutcomeKind,
  itemOutcomeKinds,
  type OutcomeSheet,
  outcomeFormSchema,
  type RecycledMaterial,
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

interface Row {
  photoId: string;
  name: string;
  thumbUrl: string;
  outcome: ItemOutcomeKind;
  partnerId: string;
  material: RecycledMaterial | '';
  /** As typed; a number once checked. */
  weight: string;
}

/** Rows typed before leaving for the Partners page (issue 24), if they still fit the request's photos. */
function draftRows(trackingNumber: string, sheet: OutcomeSheet): Row[] | undefined {
  const rows = readSession<Record<string, Row[]>>(storageKeys.outcomesDraft)?.[trackingNumber];
  const ids = sheet.items.map((item) => item.photoId).join();
  if (!Array.isArray(rows) || rows.map((row) => row.photoId).join() !== ids) return undefined;
  // Names follow the photos, not the draft.
  const fresh = rowsOf(sheet);
  return rows.map((row, i) => ({ ...row, name: fresh[i]!.name, thumbUrl: fresh[i]!.thumbUrl }));
}

function saveDraft(trackingNumber: string, rows: Row[] | null): void {
  const { [trackingNumber]: _, ...others } = readSession<Record<string, Row[]>>(storageKeys.outcomesDraft) ?? {};
  writeSession(storageKeys.outcomesDraft, rows ? { ...others, [trackingNumber]: rows } : others);
}

function rowsOf(sheet: OutcomeSheet): Row[] {
  return sheet.items.map((item, index) => ({
    photoId: item.photoId,
    name: itemName(item.name, index + 1),
    thumbUrl: item.thumbUrl,
    outcome: item.outcome,
    partnerId: item.partnerId ?? '',
    material: item.material ?? '',
    weight: String(item.weightKg),
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
  const [rows, setRows] = useState<Row[]>(() => draftRows(trackingNumber, sheet) ?? rowsOf(sheet));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useRecordOutcomes(trackingNumber);
  useEffect(() => setRows(draftRows(trackingNumber, sheet) ?? rowsOf(sheet)), [sheet, trackingNumber]);
  const partners = sheet.partners;

  const change = (index: number, patch: Partial<Row>) =>
    setRows((old) => {
      const next = old.map((row, i) => (i === index ? { ...row, ...patch } : row));
      saveDraft(trackingNumber, next);
      return next;
    });

  async function save(complete: boolean) {
    const items = rows.map((row) => ({
      photoId: row.photoId,
      outcome: row.outcome,
      partnerId: row.outcome === 'disposed' ? null : row.partnerId || null,
      material: row.outcome === 'recycled' ? row.material || null : null,
      weightKg: row.weight.trim() === '' ? Number.NaN : Number(row.weight.replace(',', '.')),
    }));
    const checked = outcomeFormSchema.safeParse({ items });
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [issue.path.slice(1).join('.'), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      await record.mutateAsync({ expectedStatus: status, complete, items: checked.data.items });
      saveDraft(trackingNumber, null);
      notify.success({
        title: m['core.titleSuccess'](),
        description: complete ? m['outcomes.outcomesSavedCompleted']() : m['outcomes.outcomesSaved'](),
      });
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) {
        setErrors(
          Object.fromEntries(
            error.issues.map((issue) => [issue.path.replace(/^items\./, ''), issue.key ?? issue.message]),
          ),
        );
      }
      notify.error({
        title: m['core.titleError'](),
        description: error instanceof ApiError ? error.message : m['core.somethingWentWrong'](),
      });
    }
  }

  const error = (index: number, field: string) => fieldError(errors[`${index}.${field}`], formTexts);

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(false);
      }}
    >
      {!sheet.recorded && <p className="text-sm font-medium text-amber-800">{m['outcomes.defaultsNote']()}</p>}
      <ol className="space-y-3">
        {rows.map((row, index) => {
          const choosable = partners.filter((p) => p.active || p.id === row.partnerId);
          return (
            <li key={row.photoId} className="rounded-xl border border-brand-100 p-3">
              <div className="mb-3 flex items-center gap-3">
                <img src={row.thumbUrl} alt="" className="size-12 rounded-lg object-cover" loading="lazy" />
                <span className="font-semibold">{row.name}</span>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={m['outcomes.outcomeLabel']()}>
                  {(control) => (
                    <Select
                      {...control}
                      value={row.outcome}
                      onChange={(e) => change(index, { outcome: e.target.value as ItemOutcomeKind })}
                    >
                      {itemOutcomeKinds.map((kind) => (
                        <option key={kind} value={kind}>
                          {outcomeLabels[kind]()}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Field label={m['outcomes.weightLabel']()} error={error(index, 'weightKg')}>
                  {(control) => (
                    <Input
                      {...control}
                      inputMode="decimal"
                      value={row.weight}
                      onChange={(e) => change(index, { weight: e.target.value })}
                    />
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
                    {(control) => (
                      <Select
                        {...control}
                        value={row.partnerId}
                        onChange={(e) => change(index, { partnerId: e.target.value })}
                      >
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
                    {(control) => (
                      <Select
                        {...control}
                        value={row.material}
                        onChange={(e) => change(index, { material: e.target.value as RecycledMaterial })}
                      >
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
          <Button type="button" disabled={record.isPending} onClick={() => void save(true)}>
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
