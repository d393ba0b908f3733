import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHOTO_GRID_TEXTS as G, PHOTO_VIEWER_TEXTS as T } from '@smms/shared';
import { PhotoGrid } from './photo-grid';

const TEXTS = {
  heading: 'Meter Photos',
  noPhoto: 'No photos yet',
  unavailable: 'Photo unavailable',
  alt: (slot: number) => `Meter photo ${slot} of SM1`,
};
// Slot 3 has no photo: the viewer steps through the three there are.
const URLS: Record<number, string | null> = { 1: '/p/1.jpg', 2: '/p/2.jpg', 3: null, 4: '/p/4.jpg' };

function setup(urls = URLS) {
  const user = userEvent.setup();
  render(<PhotoGrid urlOf={(slot) => urls[slot] ?? null} texts={TEXTS} />);
  return user;
}
const viewer = () => screen.getByRole('dialog');
const shownImage = () => within(viewer()).getByRole('img');
const viewport = () => within(viewer()).getByRole('region', { name: T.viewport });

describe('PhotoGrid slots', () => {
  it('shows the photos there are and says the empty slots in one line, not a box each', () => {
    setup({ 1: '/p/1.jpg', 2: null, 3: '/p/3.jpg', 4: null });
    expect(screen.getByText(G.partial(2, 4, [2, 4]))).toHaveTextContent('2 of 4 photos: slots 2 and 4 empty');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(TEXTS.noPhoto)).not.toBeInTheDocument();
  });

  it('reads "No photos yet" in one line when no slot holds a photo', () => {
    setup({ 1: null, 2: null, 3: null, 4: null });
    expect(screen.getByText(TEXTS.noPhoto)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says nothing of empty slots when all four hold a photo; one empty slot is "slot 3"', () => {
    setup({ 1: '/p/1.jpg', 2: '/p/2.jpg', 3: '/p/3.jpg', 4: '/p/4.jpg' });
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText(/of 4 photos/)).not.toBeInTheDocument();
    expect(G.partial(3, 4, [3])).toBe('3 of 4 photos: slot 3 empty');
  });
});

describe('PhotoGrid viewer', () => {
  it('opens on the photo clicked and steps with the buttons and the arrow keys, "2 of 3"', async () => {
    const user = setup();
    expect(screen.getByText(G.partial(3, 4, [3]))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Meter photo 2 of SM1' }));
    expect(within(viewer()).getByRole('heading', { name: 'Meter photo 2 of SM1' })).toBeInTheDocument();
    expect(within(viewer()).getByText(T.position(2, 3))).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAttribute('alt', 'Meter photo 4 of SM1');
    expect(within(viewer()).getByText(T.position(3, 3))).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAttribute('alt', 'Meter photo 1 of SM1');
    await user.keyboard('{ArrowLeft}');
    expect(shownImage()).toHaveAttribute('alt', 'Meter photo 4 of SM1');
    await user.click(within(viewer()).getByRole('button', { name: T.previous }));
    expect(shownImage()).toHaveAttribute('alt', 'Meter photo 2 of SM1');
    await user.click(within(viewer()).getByRole('button', { name: T.next }));
    expect(within(viewer()).getByText(T.position(3, 3))).toBeInTheDocument();
  });

  it('zooms with + and −, resets with 0, rotates with R; each photo opens unzoomed and upright', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Meter photo 1 of SM1' }));
    // Unzoomed, the photo fills the box; each step makes the box it fills (and so the photo) larger.
    const zoomed = () => shownImage().parentElement as HTMLElement;
    expect(shownImage().style.width).toBe('100%');
    expect(shownImage().style.height).toBe('100%');
    expect(zoomed().style.width).toBe('100%');
    await user.keyboard('++');
    expect(viewport()).toHaveAttribute('data-zoom', '2');
    expect(zoomed().style.width).toBe('200%');
    expect(zoomed().style.height).toBe('200%');
    expect(within(viewer()).getByRole('button', { name: new RegExp(T.resetZoom) })).toHaveTextContent('200%');
    await user.keyboard('-');
    expect(viewport()).toHaveAttribute('data-zoom', '1.5');
    await user.keyboard('0');
    expect(viewport()).toHaveAttribute('data-zoom', '1');
    expect(within(viewer()).getByRole('button', { name: T.zoomOut })).toBeDisabled();
    await user.keyboard('rr');
    expect(shownImage()).toHaveAttribute('data-rotation', '180');
    await user.click(within(viewer()).getByRole('button', { name: T.rotate }));
    expect(shownImage()).toHaveAttribute('data-rotation', '270');
    await user.click(within(viewer()).getByRole('button', { name: T.zoomIn }));
    expect(viewport()).toHaveAttribute('data-zoom', '1.5');
    await user.keyboard('{ArrowRight}');
    expect(viewport()).toHaveAttribute('data-zoom', '1');
    expect(shownImage()).toHaveAttribute('data-rotation', '0');
  });

  it('keeps its keys from the dialogs underneath (R rejects in a review dialog)', async () => {
    const underneath = vi.fn();
    document.addEventListener('keydown', underneath);
    try {
      const user = setup();
      await user.click(screen.getByRole('button', { name: 'Meter photo 1 of SM1' }));
      underneath.mockClear();
      await user.keyboard('r{ArrowRight}+');
      expect(underneath).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('keydown', underneath);
    }
  });

  it('closes with Escape back to the grid, the focus on the photo that opened it', async () => {
    const user = setup();
    const opener = screen.getByRole('button', { name: 'Meter photo 4 of SM1' });
    await user.click(opener);
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
