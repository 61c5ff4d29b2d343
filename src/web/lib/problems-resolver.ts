import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { Notice } from '#src/shared/core/messages.ts';
import { said } from '#src/web/lib/said.ts';

/** One broken rule: the field it belongs to and its notice (src/shared/<subject>/…-problems). */
export interface Problem<Field extends string> {
  field: Field;
  notice: Notice;
}

/**
 * A react-hook-form resolver from a shared rule function that lists a form's problems in the
 * spec's order. Each field shows its first problem; the form's first problem is what the toast
 * says (`problems(values)[0]`), so the order and the words come from src/shared alone.
 */
export function problemsResolver<Values extends FieldValues>(
  problems: (values: Values) => readonly Problem<Extract<keyof Values, string>>[],
): Resolver<Values> {
  return (values) => {
    const found = problems(values);
    if (found.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const { field, notice } of found) errors[field] ??= { type: 'rule', message: said(notice).description };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
