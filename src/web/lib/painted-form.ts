import { type FormEvent, useEffect, useId, useLayoutEffect, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form';

// Issue 36 (docs/decisions/084): what a person typed, chose or pressed in a server-painted form
// before the app took it over. The HTML's inline boot script (scripts/scripts-after-paint.mjs)
// enables the submit buttons marked `untilApp` and holds a submit the app cannot take yet; this
// hook, in every form a server paints, reads what the DOM holds into react-hook-form's state
// before the page's first effect and then replays a held submit with those values.

/** What the boot script and this hook mark on a painted `<form>` element. */
interface PaintedFormElement extends HTMLFormElement {
  /** Set by the boot script: a submit came before the app took the form over. */
  ligpitHeld?: number;
  /** Set here: the app handles this form's submits from now on. */
  ligpitLive?: boolean;
}

/** The attribute that finds a painted form again at hydration (useId is the same on both sides). */
const paintedAttribute = 'data-painted';

/**
 * A submit button's props while the app is not yet running: disabled in the HTML (with JavaScript
 * off, Enter must not send a password in a GET address), enabled by the boot script, whose held
 * submit the app then replays.
 */
export const untilApp = { 'data-until-app': '' } as const;

type Edited = [name: string, value: string | boolean];

/**
 * The fields a person changed from what the HTML said: text, selects, checkboxes, the checked
 * radio. File inputs are the photo card's own (photo-capture-card.tsx adopts early files).
 */
export function editedFields(form: HTMLFormElement, { radios }: { radios: boolean }): Edited[] {
  const edited: Edited[] = [];
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLSelectElement) {
      if (!element.name) continue;
      const initial = Array.from(element.options).find((o) => o.defaultSelected) ?? element.options[0];
      if (element.value !== (initial?.value ?? '')) edited.push([element.name, element.value]);
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.name && element.value !== element.defaultValue) edited.push([element.name, element.value]);
    } else if (element instanceof HTMLInputElement && element.name) {
      if (element.type === 'file' || element.type === 'submit' || element.type === 'button') continue;
      if (element.type === 'radio') {
        if (radios && element.checked && !element.defaultChecked) edited.push([element.name, element.value]);
      } else if (element.type === 'checkbox') {
        if (element.checked !== element.defaultChecked)
          edited.push([
            element.name,
            element.hasAttribute('value') ? (element.checked ? element.value : false) : element.checked,
          ]);
      } else if (element.value !== element.defaultValue) edited.push([element.name, element.value]);
    }
  }
  return edited;
}

function findPainted(id: string): PaintedFormElement | null {
  if (typeof document === 'undefined') return null;
  for (const form of Array.from(document.forms)) if (form.getAttribute(paintedAttribute) === id) return form;
  return null;
}

/**
 * Spread the result on the `<form>` a server paints (pre-rendered, or rendered per request). On a
 * page the client renders itself there is nothing to adopt, and nothing happens.
 */
export function usePaintedForm<Values extends FieldValues>(
  setValue: UseFormSetValue<Values>,
): { [paintedAttribute]: string; onSubmitCapture: (event: FormEvent<HTMLFormElement>) => void } {
  const id = useId();
  // Read during the hydration render, before react-hook-form's refs run: registering a radio
  // group checks its default again, so only this early reading knows which one the person chose.
  // Reading the DOM while rendering is safe here: it is the first render, and nothing is written.
  const [early] = useState(() => {
    const form = findPainted(id);
    return form ? editedFields(form, { radios: true }) : [];
  });

  // Before the page's first effect (so nothing paints with the old values): what the DOM holds
  // now, which includes what was typed while React hydrated. react-hook-form keeps a registered
  // field's typed text; a controlled field (a Controller) still shows it, but its state does not.
  useLayoutEffect(() => {
    const form = findPainted(id);
    if (!form) return;
    const now = new Map([...early, ...editedFields(form, { radios: false })]);
    for (const [name, value] of now)
      setValue(name as Path<Values>, value as PathValue<Values, Path<Values>>, { shouldDirty: true });
    // Each of these is the same on every render: this runs once, when the painted form is adopted.
  }, [id, early, setValue]);

  // A submit pressed before the app took over is sent again, now with the form's state.
  useEffect(() => {
    const form = findPainted(id);
    if (!form) return;
    form.ligpitLive = true;
    if (form.ligpitHeld) {
      form.ligpitHeld = 0;
      form.requestSubmit();
    }
  }, [id]);

  return {
    [paintedAttribute]: id,
    // React handles this submit itself (it hydrated the form in time): nothing to send again.
    onSubmitCapture: (event) => {
      (event.currentTarget as PaintedFormElement).ligpitHeld = 0;
    },
  };
}
