import { useLayoutEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from 'react-hook-form';

// Issue 36 (decision 084): the upload forms are painted by the server, which knows nothing of the
// draft this browser saved (sessionStorage). Rendering the draft on the first client render would
// not match the painted HTML (#418 on a reload with a draft: the pickup-window list, the pin line)
// and React would throw the painted form away with whatever was typed into it. So the form's first
// render uses the same empty defaults as the server, and the draft is set here, in a layout effect
// declared after `usePaintedForm`'s: it runs after the painted values were adopted and before the
// browser paints. A field the person already changed (typed before the app, or kept across the
// language switch) keeps their value: what they did on this page wins over what an earlier visit saved.

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

export function useSavedDraft<Values extends FieldValues>(
  draft: Partial<Values> | undefined,
  empty: Values,
  form: { getValues: UseFormGetValues<Values>; setValue: UseFormSetValue<Values> },
): void {
  const { getValues, setValue } = form;
  useLayoutEffect(() => {
    if (!draft) return;
    for (const name of Object.keys(draft) as Path<Values>[]) {
      const saved = draft[name as keyof Values];
      const initial = empty[name as keyof Values];
      if (saved === undefined || same(saved, initial)) continue;
      if (!same(getValues(name), initial)) continue;
      setValue(name, saved as PathValue<Values, Path<Values>>);
    }
    // The draft, the empty values and the form's methods are the same for the form's life: this
    // runs once, when the form is adopted or first rendered.
  }, [draft, empty, getValues, setValue]);
}
