import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogContent, DialogTitle } from './dialog';

/** A page whose dialogs open from a key, as the review's R does: nothing on the page has the focus. */
function Page({ beneath = false }: { beneath?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main id="main" tabIndex={-1}>
      <button type="button" onClick={() => setOpen(true)} hidden>
        open
      </button>
      {beneath && (
        <Dialog open>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Meter Details</DialogTitle>
          </DialogContent>
        </Dialog>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Reject meter</DialogTitle>
        </DialogContent>
      </Dialog>
    </main>
  );
}

const openByKey = () => screen.getByText('open', { selector: 'button' }).click();

/**
 * The Reject dialog once it has taken the focus: its effects have run then, Escape's listener among them (the
 * click that opens it is outside act, so the dialog can be in the page before they run; on a busy machine an
 * Escape sent then closed nothing).
 */
async function rejectDialogReady() {
  const dialog = await screen.findByRole('dialog', { name: 'Reject meter' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

describe('DialogContent', () => {
  it('gives the focus to the main content, not the body, when a dialog opened from a key closes', async () => {
    const user = userEvent.setup();
    render(<Page />);
    (document.activeElement as HTMLElement | null)?.blur();
    openByKey();
    await rejectDialogReady();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.getElementById('main')).toHaveFocus());
  });

  it('keeps it in the dialog still open beneath', async () => {
    const user = userEvent.setup();
    render(<Page beneath />);
    const details = await screen.findByRole('dialog', { name: 'Meter Details' });
    (document.activeElement as HTMLElement | null)?.blur();
    openByKey();
    await rejectDialogReady();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reject meter' })).not.toBeInTheDocument(),
    );
    expect(details).toContainElement(document.activeElement as HTMLElement);
  });

  it('gives the focus back to the button that opened it, though a field of the dialog took it as it mounted', async () => {
    function Row() {
      const [open, setOpen] = useState(false);
      return (
        <main id="main" tabIndex={-1}>
          <button type="button" onClick={() => setOpen(true)}>
            Reject meter SM1
          </button>
          {open && (
            <Dialog open onOpenChange={setOpen}>
              <DialogContent aria-describedby={undefined}>
                <DialogTitle>Reject meter</DialogTitle>
                <input aria-label="Comment" autoFocus />
              </DialogContent>
            </Dialog>
          )}
        </main>
      );
    }
    const user = userEvent.setup();
    render(<Row />);
    const button = screen.getByRole('button', { name: 'Reject meter SM1' });
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });
});
