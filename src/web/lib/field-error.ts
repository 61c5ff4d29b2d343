// The shared schemas name a form error's text by catalogue key (docs/decisions/006). A form shows it
// through a table of the texts its schema can name, so a page loads only those texts.

/** The text for a form error `message` (a key of `texts`); anything else is shown as it came. */
export function fieldError(message: string | undefined, texts: Record<string, () => string>): string | undefined {
  if (message === undefined) return undefined;
  return Object.hasOwn(texts, message) ? texts[message]?.() : message;
}
