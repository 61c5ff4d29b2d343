import { z } from 'zod';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { m } from '#src/shared/i18n/messages.ts';

// Issue 15: the collection trucks and their plate's last digit, for the number-coding warning
// (the rule itself is data: number-coding.ts).

export const truckSchema = z.object({
  id: z.string(),
  name: z.string(),
  plateEnding: z.number().int(),
});
export type Truck = z.infer<typeof truckSchema>;

export const truckListSchema = z.object({ trucks: z.array(truckSchema) });
export type TruckList = z.infer<typeof truckListSchema>;

export const createTruckSchema = z.object({
  name: z.string().trim().min(1, key('submissions.truckNameRequired')).max(60, key('submissions.fieldTooLong')),
  plateEnding: z
    .number({ error: key('submissions.plateEndingInvalid') })
    .int(key('submissions.plateEndingInvalid'))
    .min(0, key('submissions.plateEndingInvalid'))
    .max(9, key('submissions.plateEndingInvalid')),
});
export type CreateTruck = z.infer<typeof createTruckSchema>;

/** The staff form: the digit arrives as the input's text. */
export const truckFormSchema = z.object({
  name: createTruckSchema.shape.name,
  plateEnding: z.string().trim().regex(/^\d$/, key('submissions.plateEndingInvalid')).transform(Number),
});
export type TruckForm = z.input<typeof truckFormSchema>;

export const truckIdParamsSchema = z.object({ id: z.uuid(key('submissions.truckNotFound')) });

export const truckFormTexts = {
  'submissions.truckNameRequired': m['submissions.truckNameRequired'],
  'submissions.plateEndingInvalid': m['submissions.plateEndingInvalid'],
  'submissions.fieldTooLong': m['submissions.fieldTooLong'],
};
