import { type FormEvent, useState } from 'react';
import { defaultPhotoCondition } from '../../../../shared/photo.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { updatePhotoDetails } from '../lib/photo-store.ts';
import { ChevronSelect } from './chevron-select.tsx';

const conditions = [defaultPhotoCondition, 'New', 'Like New', 'Good', 'Fair', 'Needs Repair'];

interface Details {
  label: string;
  brand: string;
  condition: string;
}

/** Name, brand and condition of one photo (spec §4: photos can be edited before submitting). */
export function PhotoDetailsDialog({
  photoKey,
  initial,
  onClose,
}: {
  photoKey: string;
  initial: Details;
  onClose: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const options = conditions.includes(initial.condition) ? conditions : [initial.condition, ...conditions];
  const formId = `photo-details-${photoKey}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = {
      label: values.label.trim() || initial.label,
      brand: values.brand.trim() || initial.brand,
      condition: values.condition,
    };
    setSaving(true);
    const saved = await updatePhotoDetails(photoKey, trimmed);
    setSaving(false);
    if (saved) onClose();
  }

  const set = (key: keyof Details) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Photo details"
      description="Tell us a little about this item."
      footer={
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={save} className="space-y-4">
        <Field label="Item name">
          {(fieldProps) => <Input {...fieldProps} value={values.label} onChange={set('label')} maxLength={80} />}
        </Field>
        <Field label="Brand">
          {(fieldProps) => <Input {...fieldProps} value={values.brand} onChange={set('brand')} maxLength={80} />}
        </Field>
        <Field label="Condition">
          {(fieldProps) => (
            <ChevronSelect {...fieldProps} value={values.condition} onChange={set('condition')}>
              {options.map((condition) => (
                <option key={condition}>{condition}</option>
              ))}
            </ChevronSelect>
          )}
        </Field>
      </form>
    </Dialog>
  );
}
