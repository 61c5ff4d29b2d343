import { type FormEvent, useEffect, useId, useLayoutEffect, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form';
import { readSession, removeSession, storageKeys, writeSession } from '#src/web/lib/browser-storage.ts';

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

/** Every named field's value now (a checked radio, a checkbox's state), but passwords and files. */
function currentFields(form: HTMLFormElement): Edited[] {
  const fields: Edited[] = [];
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
      if (element.name) fields.push([element.name, element.value]);
    } else if (element instanceof HTMLInputElement && element.name) {
      if (['password', 'file', 'hidden', 'submit', 'button'].includes(element.type)) continue;
      if (element.type === 'radio') {
        if (element.checked) fields.push([element.name, element.value]);
      } else if (element.type === 'checkbox') fields.push([element.name, element.checked]);
      else fields.push([element.name, element.value]);
    }
  }
  return fields;
}

/** The forms of this hook on the page, in document order: the same place after a reload. */
function paintedForms(): HTMLFormElement[] {
  return Array.from(document.forms).filter((form) => form.hasAttribute(paintedAttribute));
}

interface KeptForms {
  path: string;
  forms: Edited[][];
}

/**
 * Before the language switch reloads the page (issue 40 item 5): what its forms hold, kept for the
 * page in the other language to take back (passwords and photos are not kept).
 */
export function keepFormsForReload(): void {
  const forms = paintedForms().map(currentFields);
  if (forms.some((fields) => fields.length > 0))
    writeSession(storageKeys.keptForms, { path: window.location.pathname, forms } satisfies KeptForms);
}

/** What was kept for the form at `place` on this page before a reload, taken once. */
function takeKept(form: HTMLFormElement): Edited[] {
  const kept = readSession<KeptForms>(storageKeys.keptForms);
  if (!kept || kept.path !== window.location.pathname) return [];
  const place = paintedForms().indexOf(form);
  const fields = kept.forms[place] ?? [];
  kept.forms[place] = [];
  if (kept.forms.every((f) => f.length === 0)) removeSession(storageKeys.keptForms);
  else writeSession(storageKeys.keptForms, kept);
  return fields;
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
    // What the language switch kept first; what the person did on this page wins over it.
    const now = new Map([...takeKept(form), ...early, ...editedFields(form, { radios: false })]);
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
