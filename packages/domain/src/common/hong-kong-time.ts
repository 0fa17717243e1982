const HK_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Hong_Kong',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Hong Kong calendar date of an instant, 'YYYY-MM-DD'. */
export function hongKongDateOf(instant: Date): string {
  return HK_DATE.format(instant);
}

/** The instant of a Hong Kong local date and time ('YYYY-MM-DD', 'HH:mm'); Hong Kong keeps no summer time. */
export function instantOfHongKong(date: string, time = '00:00'): Date {
  return new Date(`${date}T${time}:00+08:00`);
}

/** Adds calendar days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
