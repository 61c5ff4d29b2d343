import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { conditionText, photoConditions } from '#src/shared/core/item-display.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { type PhotoDetails, photoDetailsSchema, photoDetailsTexts } from '#src/shared/photos/photo.schema.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { ChevronSelect } from '#src/web/components/ui/chevron-select.tsx';
import { Dialog } from '#src/web/components/ui/dialog.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { updatePhotoDetails } from '#src/web/features/upload/lib/photo-store.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { showUpdateOutcome } from './photo-notices.ts';

const conditions: readonly string[] = photoConditions;

/** Name, brand and condition of one photo (product.md §4: photos can be edited before submitting). */
export function PhotoDetailsDialog({
  photoKey,
  initial,
  onClose,
}: {
  photoKey: string;
  initial: PhotoDetails;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PhotoDetails>({ defaultValues: initial, resolver: zodResolver(photoDetailsSchema) });
  const options =
    !initial.condition || conditions.includes(initial.condition) ? conditions : [initial.condition, ...conditions];
  const formId = `photo-details-${photoKey}`;

  const save = handleSubmit(async (values) => {
    const outcome = await updatePhotoDetails(photoKey, values);
    showUpdateOutcome(outcome);
    if (outcome.kind === 'updated') onClose();
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={m['photos.detailsTitle']()}
      description={m['photos.detailsIntro']()}
      footer={
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            {m['core.cancel']()}
          </Button>
          <Button type="submit" form={formId} disabled={isSubmitting}>
            {isSubmitting ? m['core.saving']() : m['core.save']()}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={save} className="space-y-4">
        <Field label={m['photos.itemName']()} error={fieldError(errors.label?.message, photoDetailsTexts)}>
          {(fieldProps) => <Input {...fieldProps} maxLength={80} {...register('label')} />}
        </Field>
        <Field label={m['photos.brand']()} error={fieldError(errors.brand?.message, photoDetailsTexts)}>
          {(fieldProps) => <Input {...fieldProps} maxLength={80} {...register('brand')} />}
        </Field>
        <Field label={m['photos.condition']()} error={fieldError(errors.condition?.message, photoDetailsTexts)}>
          {(fieldProps) => (
            <ChevronSelect {...fieldProps} {...register('condition')}>
              <option value="">{m['photos.chooseCondition']()}</option>
              {options.map((condition) => (
                <option key={condition} value={condition}>
                  {conditionText(condition)}
                </option>
              ))}
            </ChevronSelect>
          )}
        </Field>
      </form>
    </Dialog>
  );
}
