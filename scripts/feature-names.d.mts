export function sameBaseNames(files: Iterable<string>): string[];
export function subjectSpellings(subjects: Record<string, Iterable<string>>): string[];
