/** SPEC §7: week number = ceil((day-of-year offset + weekday of Jan 1 + 1) / 7). */
export function weekNumber(date: Date): number {
  const jan1 = new Date(date.getFullYear(), 0, 1);
  const dayOffset = Math.floor(
    (Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) - Date.UTC(date.getFullYear(), 0, 1)) /
      86_400_000,
  );
  return Math.ceil((dayOffset + jan1.getDay() + 1) / 7);
}
