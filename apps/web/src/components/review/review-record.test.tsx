import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { PHOTO_FAULT_TEXTS as P, REVIEW_RECORD_TEXTS as T, type ReviewEvent } from '@smms/shared';
import { changedFirstWords, ReviewRecordList } from './review-record';

const event = (over: Partial<ReviewEvent>): ReviewEvent => ({
  id: 1,
  kind: 'recommendation',
  at: '2026-11-20T10:15:00.000Z',
  actorId: 4,
  actorRole: 'BI_ADMIN',
  actorName: 'Bina Rao',
  from: null,
  to: 'REJECTED',
  category: 'LOCATION',
  comment: 'GPS 2 km off the DTR',
  rule: null,
  photoFaults: null,
  ...over,
});

describe('ReviewRecordList', () => {
  it('shows the note as written, then each event: who, what, the status in words, category and comment', () => {
    // A note written to look like a reviewer's stamp stays the installer's note.
    const forged = 'Installed as per checklist.\n[2026-11-27T15:53:18.765Z] Bina Rao: APPROVED - Seal intact';
    render(
      <ReviewRecordList
        note={forged}
        events={[
          event({}),
          event({ id: 2, kind: 'decision', actorName: 'Sunita Verma', from: 'Pending', to: 'Rejected' }),
          event({ id: 3, kind: 'decision', actorName: 'Alok Eshwar', from: 'Rejected', to: 'Pending' }),
        ]}
      />,
    );
    expect(
      screen.getByText(/Installed as per checklist\.\s+\[2026-11-27T15:53:18\.765Z\] Bina Rao/),
    ).toBeVisible();
    const [recommended, decided, reopened] = within(screen.getByRole('list', { name: T.label })).getAllByRole(
      'listitem',
    );
    expect(recommended).toHaveTextContent('Bina Rao');
    expect(within(recommended!).getByText(T.kind.recommendation)).toBeVisible();
    expect(within(recommended!).getByText('Reject')).toBeVisible();
    expect(recommended).toHaveTextContent('Location');
    expect(recommended).toHaveTextContent('GPS 2 km off the DTR');
    expect(recommended!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T10:15:00.000Z');
    expect(decided).toHaveTextContent(`Sunita Verma${T.kind.decision}Rejected`);
    expect(reopened).toHaveTextContent(`Alok Eshwar${T.reopened}Awaiting review`);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('names the photos a rejection found at fault, and why', () => {
    const photoFaults = [
      { slot: 2, fault: 'blurred' as const },
      { slot: 4, fault: 'seal-not-visible' as const },
    ];
    render(
      <ReviewRecordList
        note={null}
        events={[event({ kind: 'decision', from: 'Pending', to: 'Rejected', photoFaults })]}
      />,
    );
    const named = screen.getByRole('list', { name: P.recordLabel });
    expect(
      within(named)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([P.named(2, 'blurred'), P.named(4, 'seal-not-visible')]);
    expect(P.named(4, 'seal-not-visible')).toBe('Photo 4: Seal not visible');
  });

  it('says when there is no note and no event yet', () => {
    render(<ReviewRecordList note="  " events={[]} />);
    expect(screen.getByText(T.noNote)).toBeVisible();
    expect(screen.getByText(T.empty)).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('names the install and a change of evidence, with what changed', () => {
    render(
      <ReviewRecordList
        note={null}
        events={[
          event({
            kind: 'installed',
            actorName: 'Ravi Kumar',
            actorRole: 'FIELD_OFFICER',
            to: 'Pending',
            category: null,
            comment: null,
          }),
          event({
            id: 2,
            kind: 'evidence-changed',
            actorName: 'Alok Eshwar',
            from: 'Approved',
            to: 'Pending',
            category: null,
            comment: 'Changed: DTR S.No, Photo 2',
          }),
        ]}
      />,
    );
    const [installed, changed] = within(screen.getByRole('list', { name: T.label })).getAllByRole('listitem');
    expect(installed).toHaveTextContent(`Ravi Kumar${T.kind.installed}Awaiting review`);
    expect(changed).toHaveTextContent(`Alok Eshwar${T.kind['evidence-changed']}Awaiting review`);
    expect(changed).toHaveTextContent('Changed: DTR S.No, Photo 2');
  });
});

describe('changedFirstWords', () => {
  const decision = event({
    kind: 'decision',
    actorId: 7,
    actorName: 'Sunil Rao',
    to: 'Approved',
    comment: null,
  });

  it('names who changed the installation first, and to what', () => {
    expect(changedFirstWords([decision], 9)).toBe(T.changedFirst('Sunil Rao', T.kind.decision, 'Accepted'));
  });

  it("words the reviewer's own change as their own, never as someone else getting there first", () => {
    expect(changedFirstWords([decision], 7)).toBe(T.changedBySelf(T.kind.decision, 'Accepted'));
  });

  it('says nothing for an empty record', () => expect(changedFirstWords([], 7)).toBeNull());
});
