/** Monthly billing cycles anchored on the day of the month an account was created. */

const DAY_MS = 86_400_000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

function anchoredDate(year: number, month: number, anchorDay: number): Date {
  const normalized = new Date(Date.UTC(year, month, 1));
  const y = normalized.getUTCFullYear();
  const m = normalized.getUTCMonth();
  return new Date(Date.UTC(y, m, Math.min(anchorDay, daysInMonth(y, m))));
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The cycle containing `now`: inclusive start and end dates (YYYY-MM-DD, UTC). */
export function billingCycle(createdAt: string, now: Date): { start: string; end: string } {
  const anchorDay = Number(createdAt.slice(8, 10)) || 1;
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  let start = anchoredDate(y, m, anchorDay);
  if (start.getTime() > now.getTime()) start = anchoredDate(y, m - 1, anchorDay);
  const next = anchoredDate(start.getUTCFullYear(), start.getUTCMonth() + 1, anchorDay);
  return { start: isoDate(start), end: isoDate(new Date(next.getTime() - DAY_MS)) };
}
