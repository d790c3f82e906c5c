/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MediaLibrary } from '@/components/desk/media/MediaLibrary';
import { ApiError } from '@/lib/api/api-error';
import { deskCall, type DeskCallOptions } from '@/lib/api/desk-client';
import { deskImage } from './desk-image-fixtures';

jest.mock('@/lib/api/desk-client', () => ({ deskCall: jest.fn() }));
const call = jest.mocked(deskCall);

/** An upload the test finishes or refuses by hand, after watching its progress. */
interface PendingUpload {
  options: DeskCallOptions;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

let uploads: PendingUpload[];

beforeEach(() => {
  uploads = [];
  call.mockReset();
  call.mockImplementation(async (method, path, options = {}) => {
    if (method === 'GET' && path === '/images') {
      if (options.params?.cursor === 'page-2') return { images: [deskImage(3)], nextCursor: null };
      if (options.params?.q === 'kererū') return { images: [], nextCursor: null };
      return { images: [deskImage(1), deskImage(2, { alt: '' })], nextCursor: 'page-2' };
    }
    if (method === 'POST' && path === '/images') return new Promise((resolve, reject) => uploads.push({ options, resolve, reject }));
    if (method === 'PATCH') return { ...deskImage(2), ...(options.body as object) };
    throw new Error(`unexpected ${method} ${path}`);
  });
});

const jpeg = (name: string) => new File(['bytes'], name, { type: 'image/jpeg' });

describe('MediaLibrary', () => {
  it('shows the library as buttons, flags missing alt text, and loads more', async () => {
    render(<MediaLibrary />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading pictures…');
    expect(await screen.findByRole('button', { name: /Picture number 1/ })).toBeInTheDocument();
    const untitled = screen.getByRole('button', { name: /photo-2\.jpg/ });
    expect(untitled).toHaveTextContent('Alt text missing');
    expect(within(untitled).getByRole('presentation', { hidden: true })).toHaveAttribute('src', '/media/key2/320.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: /Picture number 3/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when a search finds nothing', async () => {
    render(<MediaLibrary />);
    await screen.findByRole('button', { name: /Picture number 1/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search pictures' }), 'kererū');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No pictures match “kererū”.')).toBeInTheDocument();
  });

  it('uploads several chosen files, each with its own progress bar, then opens the new picture', async () => {
    render(<MediaLibrary />);
    await screen.findByRole('button', { name: /Picture number 1/ });
    await userEvent.upload(screen.getByTestId('media-file-input'), [jpeg('harbour.jpg'), jpeg('kea.jpg')]);
    expect(uploads).toHaveLength(2);
    expect(uploads[0]?.options.body).toBeInstanceOf(File);
    expect(uploads[0]?.options.headers).toEqual({ 'X-File-Name': 'harbour.jpg' });

    act(() => uploads[0]?.options.onUploadProgress?.(0.4));
    expect(screen.getByRole('progressbar', { name: 'Uploading harbour.jpg' })).toHaveAttribute('value', '0.4');
    expect(screen.getByRole('progressbar', { name: 'Uploading kea.jpg' })).toHaveAttribute('value', '0');

    await act(async () => uploads[0]?.resolve(deskImage(9, { alt: '', originalName: 'harbour.jpg' })));
    expect(screen.queryByRole('progressbar', { name: 'Uploading harbour.jpg' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /harbour\.jpg/, pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'harbour.jpg' })).toBeInTheDocument();
    expect(screen.getByText(/Alt text missing: required/)).toBeInTheDocument();
  });

  it('shows the server’s reason for a refused file and retries it', async () => {
    render(<MediaLibrary />);
    await screen.findByRole('button', { name: /Picture number 1/ });
    await userEvent.upload(screen.getByTestId('media-file-input'), [jpeg('huge.tif')]);
    await act(async () => uploads[0]?.reject(new ApiError(415, 'UNSUPPORTED_IMAGE', 'Upload a JPEG, PNG, WebP, AVIF or GIF picture.')));
    expect(screen.getByRole('alert')).toHaveTextContent('Upload a JPEG, PNG, WebP, AVIF or GIF picture.');

    await userEvent.click(screen.getByRole('button', { name: 'Retry huge.tif' }));
    expect(uploads).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Uploading huge.tif' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes dropped files on the drop zone, which is also a keyboard-reachable button', async () => {
    render(<MediaLibrary />);
    await screen.findByRole('button', { name: /Picture number 1/ });
    const zone = screen.getByRole('button', { name: /Choose pictures/ });
    fireEvent.drop(zone, { dataTransfer: { files: [jpeg('dropped.jpg')] } });
    expect(screen.getByRole('progressbar', { name: 'Uploading dropped.jpg' })).toBeInTheDocument();
  });

  it('saves alt text, caption and credit and announces it', async () => {
    render(<MediaLibrary />);
    await userEvent.click(await screen.findByRole('button', { name: /photo-2\.jpg/ }));
    await userEvent.type(screen.getByLabelText('Alt text'), 'A kea on a car roof');
    await userEvent.type(screen.getByLabelText('Credit'), 'Photo: Mere Tai');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(call).toHaveBeenCalledWith('PATCH', '/images/2', { body: { alt: 'A kea on a car roof', caption: '', credit: 'Photo: Mere Tai' } });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /A kea on a car roof/ })).not.toHaveTextContent('Alt text missing');
  });

  it('shows why a save was refused', async () => {
    call.mockImplementation(async (method) => {
      if (method === 'PATCH') throw new ApiError(400, 'VALIDATION_FAILED', 'Alt text is at most 300 characters.');
      return { images: [deskImage(1)], nextCursor: null };
    });
    render(<MediaLibrary />);
    await userEvent.click(await screen.findByRole('button', { name: /Picture number 1/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Alt text is at most 300 characters.');
  });

  it('says when the library cannot be loaded', async () => {
    call.mockRejectedValue(new ApiError(403, 'STAFF_ONLY', 'Only newsroom staff can do this.'));
    render(<MediaLibrary />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only newsroom staff can do this.');
  });
});
