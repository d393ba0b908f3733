import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/notify';
import { Providers } from './providers';

describe('Providers', () => {
  it('mounts the toaster with the first toast, not with the first paint', async () => {
    render(
      <Providers>
        <p>page</p>
      </Providers>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Toast messages/ })).not.toBeInTheDocument();
    notify.info('Saved', 'Your change is kept');
    expect(await screen.findByText('Your change is kept')).toBeInTheDocument();
  });
});
