/** Joins class names, skipping falsy ones. (No tailwind-merge: callers avoid conflicting classes.) */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
