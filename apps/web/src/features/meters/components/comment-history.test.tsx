import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { COMMENT_HISTORY_TEXTS as T } from '@smms/shared';
import { CommentHistory } from './comment-history';

const COMMENTS = [
  'Installed near the pole',
  '[2026-11-20T10:15:00.000Z] Bina Rao: APPROVED - looks fine',
  '[2026-11-21T08:00:00.000Z] Kiran Das: IN_PROGRESS',
].join('\n');

describe('CommentHistory', () => {
  it('lists each comment in order: who, when, the status in words and the text', () => {
    render(<CommentHistory comments={COMMENTS} />);
    const [note, approved, inProgress] = within(screen.getByRole('list', { name: T.label })).getAllByRole(
      'listitem',
    );
    expect(note).toHaveTextContent(`${T.note}Installed near the pole`);
    expect(approved).toHaveTextContent('Bina Rao');
    const time = approved!.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-11-20T10:15:00.000Z');
    // 10:15 UTC in the utility's zone (India), in full on hover.
    expect(time).toHaveAttribute('title', '20 Nov 2026, 15:45');
    expect(within(approved!).getByText('Approved')).toBeInTheDocument();
    expect(approved).toHaveTextContent('looks fine');
    expect(inProgress).toHaveTextContent('Kiran Das');
    expect(within(inProgress!).getByText('In Progress')).toBeInTheDocument();
    expect(screen.queryByText(/APPROVED|IN_PROGRESS|\[2026/)).not.toBeInTheDocument();
  });

  it('says when there are no comments, in the words the caller gives', () => {
    const { rerender } = render(<CommentHistory comments={null} />);
    expect(screen.getByText(T.empty)).toBeInTheDocument();
    rerender(<CommentHistory comments="  " empty="N/A" />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
