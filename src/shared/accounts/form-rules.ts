import type { z } from 'zod';
import type { Notice } from '#src/shared/core/messages.ts';

/** One broken rule of a form: the field it belongs to and what people read (title for the toast). */
export interface FormProblem<Field extends string = string> {
  field: Field;
  notice: Notice;
}

/**
 * Adds a form's problems to a zod parse as issues, in the order the spec checks them, so the
 * first issue is the toast and `{ error: 'VALIDATION', message }` names the same rule on the server.
 * A field is reported once: its first broken rule.
 */
export function addProblems(ctx: z.RefinementCtx, problems: readonly FormProblem[]): void {
  const seen = new Set<string>();
  for (const problem of problems) {
    if (seen.has(problem.field)) continue;
    seen.add(problem.field);
    ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.notice.description });
  }
}

/** spec §5: "The name is split on spaces: the first word is first name, the rest joined is last name." */
export function splitName(fullName: string): { firstName: string; lastName: string; name: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' '), name: words.join(' ') };
}
