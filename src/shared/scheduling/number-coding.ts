// Issue 15: Metro Manila's number coding (UVVRP). The rule is data, because the MMDA changes it:
// on each weekday, vehicles whose plate ends in these digits stay off the road during these hours.
// Source: MMDA's modified UVVRP (window hours 07:00–10:00 and 17:00–20:00, weekdays only).

/** ISO weekday (1 Monday … 7 Sunday) → the plate endings coded that day. Weekends are not coded. */
export const codingPlateEndings: Readonly<Record<number, readonly number[]>> = {
  1: [1, 2],
  2: [3, 4],
  3: [5, 6],
  4: [7, 8],
  5: [9, 0],
};

/** The coding hours on a coding day, "HH:MM" Manila time, end exclusive. */
export const codingHours: readonly { from: string; to: string }[] = [
  { from: '07:00', to: '10:00' },
  { from: '17:00', to: '20:00' },
];

export interface CodingRule {
  plateEndings: Readonly<Record<number, readonly number[]>>;
  hours: readonly { from: string; to: string }[];
}

export const mmdaCodingRule: CodingRule = { plateEndings: codingPlateEndings, hours: codingHours };

/** "8:00" or "08:00" → minutes after midnight; null for anything else. */
function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The coding hours a truck would drive in: those that overlap the window [startsAt, endsAt) on a
 * weekday the plate is coded. Empty when the truck may drive then. Touching ends do not overlap:
 * a 10:00–13:00 window is clear of 07:00–10:00.
 */
export function codingOverlaps(
  input: { plateEnding: number; weekday: number; startsAt: string; endsAt: string },
  rule: CodingRule = mmdaCodingRule,
): { from: string; to: string }[] {
  if (!(rule.plateEndings[input.weekday] ?? []).includes(input.plateEnding)) return [];
  const start = minutesOf(input.startsAt);
  const end = minutesOf(input.endsAt);
  if (start === null || end === null || end <= start) return [];
  return rule.hours.filter((h) => {
    const from = minutesOf(h.from)!;
    const to = minutesOf(h.to)!;
    return start < to && from < end;
  });
}

/** "8:00–11:00" (a window label) → its start and end; null for "All Day" and the like. */
export function windowTimes(label: string | null): { startsAt: string; endsAt: string } | null {
  const match = label ? /^(\d{1,2}:\d{2})\s*[–-]\s*(\d{1,2}:\d{2})$/.exec(label.trim()) : null;
  return match ? { startsAt: match[1]!, endsAt: match[2]! } : null;
}
