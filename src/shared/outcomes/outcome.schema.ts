import { z } from 'zod';
import { serviceCities } from '#src/shared/core/cities.ts';
import { isCalendarDate, isIsoDate } from '#src/shared/core/dates.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { submissionStatuses } from '#src/shared/submissions/status.ts';
import {
  type ItemOutcomeKind,
  itemOutcomeKinds,
  kgFromGrams,
  maxItemWeightKg,
  partnerKinds,
  type RecycledMaterial,
  recycledMaterials,
} from './outcome-kinds.ts';

export * from './outcome-kinds.ts';

// Issue 16: the rules of partners and per-item outcomes, used by the staff forms and the server alike,
// and the shapes of the receipt, the public counter and the staff reports.

// ---- Partners ----------------------------------------------------------------------------------

const partnerName = z
  .string({ message: key('outcomes.partnerNameRequired') })
  .trim()
  .min(1, key('outcomes.partnerNameRequired'))
  .max(120, key('outcomes.partnerNameTooLong'));

export const createPartnerSchema = z.object({
  name: partnerName,
  kind: z.enum(partnerKinds, { message: key('outcomes.partnerKindRequired') }),
  city: z.enum(serviceCities, { message: key('outcomes.partnerCityRequired') }),
  active: z.boolean().default(true),
});
export type CreatePartner = z.input<typeof createPartnerSchema>;

export const updatePartnerSchema = createPartnerSchema
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), key('core.invalidRequest'));
export type UpdatePartner = z.input<typeof updatePartnerSchema>;

export const partnerIdParamsSchema = z.object({ id: z.uuid(key('outcomes.partnerNotFound')) });

export const partnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(partnerKinds),
  city: z.string(),
  active: z.boolean(),
  /** Items it has received; a partner with any cannot be removed, only made inactive. */
  itemCount: z.number().int(),
});
export type Partner = z.infer<typeof partnerSchema>;

// ---- Per-item outcomes -------------------------------------------------------------------------

export const itemOutcomeSchema = z
  .object({
    photoId: z.uuid(key('outcomes.unknownItem')),
    outcome: z.enum(itemOutcomeKinds, { message: key('core.invalidValue') }),
    partnerId: z.uuid(key('outcomes.partnerRequired')).nullable().default(null),
    material: z
      .enum(recycledMaterials, { message: key('outcomes.materialRequired') })
      .nullable()
      .default(null),
    weightKg: z
      .number({ message: key('outcomes.weightInvalid') })
      .min(0, key('outcomes.weightInvalid'))
      .max(maxItemWeightKg, key('outcomes.weightInvalid')),
  })
  .superRefine((value, ctx) => {
    if (value.outcome === 'donated' && !value.partnerId) {
      ctx.addIssue({ code: 'custom', path: ['partnerId'], message: key('outcomes.partnerRequired') });
    }
    if (value.outcome === 'recycled' && !value.material) {
      ctx.addIssue({ code: 'custom', path: ['material'], message: key('outcomes.materialRequired') });
    }
  });
export type ItemOutcome = z.infer<typeof itemOutcomeSchema>;
export type ItemOutcomeInput = z.input<typeof itemOutcomeSchema>;

export const recordOutcomesSchema = z
  .object({
    /** The status the staff member saw; the write applies only while it still is (decision 023). */
    expectedStatus: z.enum(submissionStatuses),
    /** Also mark the request Completed, in the same transaction, through the status module. */
    complete: z.boolean().default(false),
    items: z.array(itemOutcomeSchema).min(1, key('outcomes.everyItem')).max(100),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.items.forEach((item, index) => {
      if (seen.has(item.photoId)) {
        ctx.addIssue({ code: 'custom', path: ['items', index, 'photoId'], message: key('outcomes.duplicateItem') });
      }
      seen.add(item.photoId);
    });
  });
export type RecordOutcomes = z.input<typeof recordOutcomesSchema>;

/**
 * The staff form: one row per item as its fields hold it (the weight as typed, "" for no partner or
 * material), read as the server reads an item and then checked by the server's own item rule.
 */
const outcomeRowSchema = z
  .object({
    photoId: z.string(),
    outcome: z.enum(itemOutcomeKinds, { message: key('core.invalidValue') }),
    partnerId: z.string(),
    material: z.union([z.enum(recycledMaterials), z.literal('')], { message: key('outcomes.materialRequired') }),
    weightKg: z.string(),
  })
  .transform(
    (row): ItemOutcomeInput => ({
      photoId: row.photoId,
      outcome: row.outcome,
      // What an outcome has no use for is not sent: a disposed item's partner, a kept one's material.
      partnerId: row.outcome === 'disposed' ? null : row.partnerId || null,
      material: row.outcome === 'recycled' ? row.material || null : null,
      // "8,5" as some phones' keyboards give it; an empty field is no weight, not 0 kg.
      weightKg: row.weightKg.trim() === '' ? Number.NaN : Number(row.weightKg.replace(',', '.')),
    }),
  )
  .pipe(itemOutcomeSchema);

export const outcomeFormSchema = z.object({ items: z.array(outcomeRowSchema) });
export type OutcomeForm = z.input<typeof outcomeFormSchema>;
export type OutcomeFormRow = OutcomeForm['items'][number];

/** What the review screen starts from: each item with its recorded outcome or a default. */
export const outcomeSheetSchema = z.object({
  status: z.string(),
  /** True when the outcomes below were recorded; false when they are defaults from the verdicts. */
  recorded: z.boolean(),
  canRecord: z.boolean(),
  items: z.array(
    z.object({
      photoId: z.string(),
      name: z.string(),
      thumbUrl: z.string(),
      verdict: z.string().nullable(),
      outcome: z.enum(itemOutcomeKinds),
      partnerId: z.string().nullable(),
      material: z.enum(recycledMaterials).nullable(),
      weightKg: z.number(),
    }),
  ),
  partners: z.array(partnerSchema),
});
export type OutcomeSheet = z.infer<typeof outcomeSheetSchema>;

/**
 * The outcome an item starts from on the staff form, from its pre-pickup verdict: an accepted item
 * is meant to be donated, one marked recycle to be recycled, a rejected one is disposed of.
 */
export function defaultOutcome(verdict: string | null): ItemOutcomeKind {
  if (verdict === 'recycle') return 'recycled';
  if (verdict === 'reject') return 'disposed';
  return 'donated';
}

/** A typical weight to start from, so staff only correct it; 2 kg when the item is not recognised. */
export function defaultWeightKg(name: string): number {
  const n = name.toLowerCase();
  if (/sofa|couch|cabinet|bed|wardrobe|aparador|ref|fridge|washing/.test(n)) return 25;
  if (/table|chair|desk|tv|television|monitor|bike|bicycle/.test(n)) return 8;
  if (/fan|microwave|rice cooker|oven|printer|speaker/.test(n)) return 4;
  if (/book|shirt|clothes|shoe|bag|toy|dress/.test(n)) return 1;
  return 2;
}

// ---- The receipt -------------------------------------------------------------------------------

export const receiptItemSchema = z.object({
  name: z.string(),
  outcome: z.enum(itemOutcomeKinds),
  /** The partner's name, for a donated or resold item that has one. */
  partner: z.string().nullable(),
  material: z.enum(recycledMaterials).nullable(),
  weightKg: z.number(),
});
export type ReceiptItem = z.infer<typeof receiptItemSchema>;

export const impactTotalsSchema = z.object({
  items: z.number().int(),
  donated: z.number().int(),
  resold: z.number().int(),
  recycled: z.number().int(),
  disposed: z.number().int(),
  /** Everything not disposed of, in kg to one decimal. */
  kgDiverted: z.number(),
});
export type ImpactTotals = z.infer<typeof impactTotalsSchema>;

/**
 * What became of a completed request's items. It carries no name, phone, e-mail, address or
 * tracking number: it is what the public share link shows (decision 041).
 */
export const impactReceiptSchema = z.object({
  /** The public path of this receipt, /impact/:token. */
  sharePath: z.string(),
  /** YYYY-MM-DD, Manila; null for a request completed before the date was recorded. */
  completedOn: z.string().nullable(),
  items: z.array(receiptItemSchema),
  totals: impactTotalsSchema,
});
export type ImpactReceipt = z.infer<typeof impactReceiptSchema>;

export const impactTokenParamsSchema = z.object({ token: z.string().max(64) });

/** The receipt's totals: items by outcome, and the kg of everything not disposed of. */
export function impactTotals(items: readonly { outcome: ItemOutcomeKind; weightGrams: number }[]): ImpactTotals {
  const count = (kind: ItemOutcomeKind) => items.filter((item) => item.outcome === kind).length;
  const divertedGrams = items
    .filter((item) => item.outcome !== 'disposed')
    .reduce((sum, item) => sum + item.weightGrams, 0);
  return {
    items: items.length,
    donated: count('donated'),
    resold: count('resold'),
    recycled: count('recycled'),
    disposed: count('disposed'),
    kgDiverted: kgFromGrams(divertedGrams),
  };
}

// ---- The public counter ------------------------------------------------------------------------

export const impactCounterSchema = z.object({
  requestsCompleted: z.number().int(),
  /** Items donated, resold or recycled: everything not disposed of. */
  itemsRehomed: z.number().int(),
  kgDiverted: z.number(),
});
export type ImpactCounter = z.infer<typeof impactCounterSchema>;

// ---- Staff reports -----------------------------------------------------------------------------

/** At most three years per report or export: a bound on the work one request can ask for. */
const maxRangeDays = 3 * 366;

export const reportRangeSchema = z
  .object({
    from: z.string().refine((v) => isIsoDate(v) && isCalendarDate(v), key('outcomes.rangeInvalid')),
    to: z.string().refine((v) => isIsoDate(v) && isCalendarDate(v), key('outcomes.rangeInvalid')),
  })
  .superRefine((value, ctx) => {
    if (!isIsoDate(value.from) || !isIsoDate(value.to)) return;
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
    if (days < 0 || days > maxRangeDays) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: key('outcomes.rangeInvalid') });
    }
  });
export type ReportRange = z.infer<typeof reportRangeSchema>;

const reportRowSchema = z.object({
  /** YYYY-MM, Manila. */
  month: z.string(),
  requests: z.number().int(),
  donated: z.number().int(),
  resold: z.number().int(),
  recycled: z.number().int(),
  disposed: z.number().int(),
  kgDiverted: z.number(),
});

export const outcomeReportSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  months: z.array(reportRowSchema),
  byCity: z.array(reportRowSchema.extend({ city: z.string() })),
  byPartner: z.array(reportRowSchema.extend({ partner: z.string().nullable() })),
});
export type OutcomeReport = z.infer<typeof outcomeReportSchema>;

/** One item's outcome as the database holds it, with its photo's name and its partner's. */
export interface OutcomeRow {
  name: string;
  outcome: string;
  partner: string | null;
  material: string | null;
  weightGrams: number;
}

/** Receipt lines and their totals from outcome rows: one rule for the page, the share link and the e-mail. */
export function receiptFromRows(rows: readonly OutcomeRow[]): { items: ReceiptItem[]; totals: ImpactTotals } {
  const items = rows.map((r) => {
    const outcome = r.outcome as ItemOutcomeKind;
    return {
      name: r.name,
      outcome,
      partner: outcome === 'donated' || outcome === 'resold' ? r.partner : null,
      material: outcome === 'recycled' ? (r.material as RecycledMaterial | null) : null,
      weightKg: kgFromGrams(r.weightGrams),
    };
  });
  return {
    items,
    totals: impactTotals(rows.map((r) => ({ outcome: r.outcome as ItemOutcomeKind, weightGrams: r.weightGrams }))),
  };
}
