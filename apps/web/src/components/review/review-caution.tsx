/** A caution in a review confirmation (a meter that never communicated): read before the decision is confirmed. */
export function ReviewCaution({ children }: { children: string }) {
  return (
    <p
      role="note"
      className="rounded-md border border-warning/40 px-3 py-2 text-sm font-medium text-foreground"
    >
      <span aria-hidden="true" className="mr-1.5 text-warning">
        ⚠
      </span>
      {children}
    </p>
  );
}
