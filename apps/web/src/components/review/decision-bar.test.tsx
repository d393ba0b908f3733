import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { REVIEW_NAV_TEXTS as T } from '@smms/shared';
import { DecisionBar } from './decision-bar';

const cursor = (inList: boolean) => ({
  previous: vi.fn(),
  next: vi.fn(),
  hasPrevious: false,
  hasNext: true,
  position: 1,
  total: 0,
  totalIsEstimate: false,
  inList,
});

describe('DecisionBar', () => {
  it('says where the open record is in its list', () => {
    render(<DecisionBar cursor={{ ...cursor(true), total: 12 }} keysHint={T.keys} />);
    expect(screen.getByRole('group', { name: T.bar })).toHaveTextContent(T.position(1, 12));
  });

  it('says the record left its list instead of "1 of 0" (decided in another session)', () => {
    render(<DecisionBar cursor={cursor(false)} keysHint={T.keys} />);
    const bar = screen.getByRole('group', { name: T.bar });
    expect(bar).toHaveTextContent(T.leftList(0));
    expect(bar).not.toHaveTextContent(T.position(1, 0));
  });

  it('is not drawn when there is nothing to walk or decide', () => {
    const { container } = render(<DecisionBar keysHint={T.keys} />);
    expect(container).toBeEmptyDOMElement();
  });
});
