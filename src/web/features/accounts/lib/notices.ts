/**
 * What an account screen needs to word a notice after a submit, in the reader's language: fetched
 * then, not with the page (issue 25, decision 072), since `said` looks its texts up in the whole
 * catalogue. Call it early (a form's first focus or tap) so a submit does not wait for it.
 */
export const loadNotices = () =>
  Promise.all([import('#src/web/lib/said.ts'), import('./error-notice.ts')]).then(
    ([{ said, saidKey }, { noticeForError }]) => ({ said, saidKey, noticeForError }),
  );
