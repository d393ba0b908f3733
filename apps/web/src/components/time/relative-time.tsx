import { formatDateTime, formatRelative, toDate, type DateInput } from '@/lib/format-date';

/**
 * How long ago something happened ("2 h ago"), where recency matters; the full date-time in the
 * utility's zone on hover and for assistive technology reading the <time> element's title.
 */
export function RelativeTime({ value, className }: { value: DateInput; className?: string }) {
  const date = toDate(value);
  if (date === null || date === 'invalid') return <span className={className}>{formatRelative(value)}</span>;
  const full = formatDateTime(date);
  return (
    <time dateTime={date.toISOString()} title={full} className={className}>
      {formatRelative(date)}
    </time>
  );
}
