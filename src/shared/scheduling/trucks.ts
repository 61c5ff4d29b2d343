import { z } from 'zod';
import { metroManilaPointSchema } from '#src/shared/core/geo-point.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { m } from '#src/shared/i18n/messages.ts';

// Issue 15: the collection trucks and their plate's last digit, for the number-coding warning
// (the rule itself is data: number-coding.ts).

// Issue 37: the depot's rule is the pin's (src/shared/core/geo-point.ts).
export { type MetroManilaPoint, metroManilaPointSchema } from '#src/shared/core/geo-point.ts';

export const truckSchema = z.object({
  id: z.string(),
  name: z.string(),
  plateEnding: z.number().int(),
  /** Issue 37: where the truck starts its day; null until staff set it. Optional for older clients. */
  depot: metroManilaPointSchema.nullable().optional(),
});
export type Truck = z.infer<typeof truckSchema>;

export const truckListSchema = z.object({ trucks: z.array(truckSchema) });
export type TruckList = z.infer<typeof truckListSchema>;

export const createTruckSchema = z.object({
  name: z.string().trim().min(1, key('scheduling.truckNameRequired')).max(60, key('submissions.fieldTooLong')),
  plateEnding: z
    .number({ error: key('scheduling.plateEndingInvalid') })
    .int(key('scheduling.plateEndingInvalid'))
    .min(0, key('scheduling.plateEndingInvalid'))
    .max(9, key('scheduling.plateEndingInvalid')),
});
export type CreateTruck = z.infer<typeof createTruckSchema>;

/** The staff form: the digit arrives as the input's text. */
export const truckFormSchema = z.object({
  name: createTruckSchema.shape.name,
  plateEnding: z.string().trim().regex(/^\d$/, key('scheduling.plateEndingInvalid')).transform(Number),
});
export type TruckForm = z.input<typeof truckFormSchema>;

/** Issue 37: staff set (or clear, with null) a truck's depot. */
export const truckDepotSchema = z.object({ depot: metroManilaPointSchema.nullable() });
export type TruckDepot = z.infer<typeof truckDepotSchema>;

/** The staff form: latitude and longitude arrive as the inputs' text. */
export const truckDepotFormSchema = z
  .object({
    lat: z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, key('submissions.pointOutsideMetroManila'))
      .transform(Number),
    lng: z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, key('submissions.pointOutsideMetroManila'))
      .transform(Number),
  })
  .pipe(metroManilaPointSchema);
export type TruckDepotForm = z.input<typeof truckDepotFormSchema>;

export const truckIdParamsSchema = z.object({ id: z.uuid(key('submissions.truckNotFound')) });

export const truckFormTexts = {
  'scheduling.truckNameRequired': m['scheduling.truckNameRequired'],
  'scheduling.plateEndingInvalid': m['scheduling.plateEndingInvalid'],
  'submissions.fieldTooLong': m['submissions.fieldTooLong'],
  'submissions.pointOutsideMetroManila': m['submissions.pointOutsideMetroManila'],
};
