/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ImagePicker } from '@/components/desk/media/ImagePicker';
import type { DeskImage } from '@/lib/images/desk-image';
import { deskCall, type DeskCallOptions } from '@/lib/api/desk-client';
import { deskImage } from './desk-image-fixtures';

jest.mock('@/lib/api/desk-client', () => ({ deskCall: jest.fn() }));
const call = jest.mocked(deskCall);

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (method: string, _path: string, options: DeskCallOptions = {}) => {
    if (method === 'PATCH') return { ...deskImage(2, { alt: '' }), ...(options.body as object) };
    return { images: [deskImage(1), deskImage(2, { alt: '' })], nextCursor: null };
  });
});

function Editor({ onPick }: { onPick: (image: DeskImage) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Feature image
      </button>
      <ImagePicker open={open} onPick={onPick} onClose={() => setOpen(false)} />
    </>
  );
}

describe('ImagePicker', () => {
  it('opens as a modal dialog, closes on Escape and gives focus back to its opener', async () => {
    render(<Editor onPick={jest.fn()} />);
    const opener = screen.getByRole('button', { name: 'Feature image' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Choose a picture' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Choose a picture' })).toHaveFocus();
    await screen.findByRole('button', { name: /Picture number 1/ });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Editor onPick={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Feature image' }));
    await screen.findByRole('button', { name: /Picture number 1/ });
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.tab({ shift: true });
    // From the first control, Shift+Tab wraps to the last one in the dialog (a picture tile), not the page behind.
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Feature image', hidden: true }));
    await userEvent.tab();
    expect(close).toHaveFocus();
  });

  it('lets the alt text be written before picking, saves it, hands over the picture and closes', async () => {
    const onPick = jest.fn();
    render(<Editor onPick={onPick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Feature image' }));
    await userEvent.click(await screen.findByRole('button', { name: /photo-2\.jpg/ }));
    await userEvent.type(screen.getByLabelText('Alt text'), 'Harbour bridge at dusk');
    await userEvent.click(screen.getByRole('button', { name: 'Use this picture' }));
    expect(call).toHaveBeenCalledWith('PATCH', '/images/2', { body: { alt: 'Harbour bridge at dusk', caption: '', credit: '' } });
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 2, alt: 'Harbour bridge at dusk' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
