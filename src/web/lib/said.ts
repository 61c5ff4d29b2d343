import type { Notice } from '#src/shared/core/messages.ts';
// The whole catalogue: only the account screens, loaded on demand, name their texts by a key known
// at run time (a rule's notice, a schema issue); every other page keeps only the texts it names.
import { textFor } from '#src/shared/i18n/catalogue.ts';

/** A notice in the reader's language, by its catalogue key; as it is when it has none. */
export function said(notice: Notice): Notice {
  if (!notice.key) return notice;
  return {
    title: textFor(`${notice.key}Title`) ?? notice.title,
    description: textFor(notice.key) ?? notice.description,
    key: notice.key,
  };
}

/** A toast for a rule a schema names by key: `<key>Title` over `<key>`, in the reader's language. */
export function saidKey(key: string): Notice {
  return said({ title: '', description: key, key });
}

/** A field's error in the reader's language: a schema names it by catalogue key, or gives its text. */
export function saidText(message: string | undefined): string | undefined {
  return message === undefined ? undefined : (textFor(message) ?? message);
}
