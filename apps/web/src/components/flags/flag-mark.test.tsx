import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FLAGS_TEXTS as T } from '@smms/shared';
import { SerialWithFlag } from './flag-mark';

describe('SerialWithFlag', () => {
  it("marks a flagged installation's number with a named image, keeping the number as the text", () => {
    const { container } = render(<SerialWithFlag serial="SM0042" flagged />);
    expect(screen.getByRole('img', { name: T.mark })).toBeInTheDocument();
    expect(container).toHaveTextContent(/^SM0042$/);
  });

  it('shows the number alone when nothing is flagged', () => {
    render(<SerialWithFlag serial="SM0042" flagged={false} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
