import { COMMENT_HISTORY_TEXTS as T, parseCommentHistory } from '@smms/shared';
import { RelativeTime } from '@/components/time/relative-time';
import { TechSupportBadge } from './review/tech-support-badge';

export interface CommentHistoryProps {
  /** The meter's `comments`: an installer's note, then the reviewers' stamped lines. */
  comments: string | null | undefined;
  /** What to say when there are none (the details list says N/A). */
  empty?: string;
}

/** A meter's comments as a history: who, when, the status they set in words, and what they wrote. */
export function CommentHistory({ comments, empty = T.empty }: CommentHistoryProps) {
  const entries = parseCommentHistory(comments);
  if (entries.length === 0) return <span className="text-muted-foreground">{empty}</span>;
  return (
    <ol aria-label={T.label} className="flex flex-col gap-2">
      {entries.map((entry, index) => (
        <li key={index} className="flex flex-col gap-0.5 text-sm">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium">{entry.who ?? T.note}</span>
            {entry.at && <RelativeTime value={entry.at} className="text-xs text-muted-foreground" />}
            {entry.status && <TechSupportBadge status={entry.status} />}
          </p>
          {entry.text && <p className="whitespace-pre-line text-foreground">{entry.text}</p>}
        </li>
      ))}
    </ol>
  );
}
