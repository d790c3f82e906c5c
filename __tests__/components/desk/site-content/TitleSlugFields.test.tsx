/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthorForm } from '@/components/desk/authors/AuthorForm';
import { CollectionForm } from '@/components/desk/collections/CollectionForm';
import { deskCall } from '@/lib/api/desk-client';
import type { DeskCollection } from '@/lib/schemas/desk-collection';

jest.mock('next/router', () => ({ useRouter: () => ({ replace: jest.fn() }) }));
jest.mock('@/lib/api/desk-client', () => ({ deskCall: jest.fn() }));
const call = deskCall as jest.MockedFunction<typeof deskCall>;

beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue([]);
});

describe('title and slug fields in the desk forms', () => {
  it('makes a new author’s slug from the name until the slug is edited, and saves both', async () => {
    render(<AuthorForm />);
    const name = screen.getByLabelText('Name (required)');
    const slug = screen.getByLabelText('Slug (required)');
    await userEvent.type(name, 'Hēmi Kāhu');
    expect(slug).toHaveValue('hemi-kahu');

    await userEvent.clear(slug);
    await userEvent.type(slug, 'hemi');
    await userEvent.type(name, ' Jr');
    expect(slug).toHaveValue('hemi');

    call.mockResolvedValueOnce({ id: 7 });
    await userEvent.click(screen.getByRole('button', { name: 'Create author' }));
    expect(call).toHaveBeenCalledWith('POST', '/authors', { body: expect.objectContaining({ name: 'Hēmi Kāhu Jr', slug: 'hemi' }) });
  });

  it('keeps a saved collection’s slug when its title changes, and shows each field’s error by it', async () => {
    const collection: DeskCollection = { id: 3, title: 'Kauri', slug: 'kauri', description: '', homePosition: null, stories: [] };
    render(<CollectionForm collection={collection} />);
    const title = screen.getByLabelText('Title (required)');
    await userEvent.clear(title);
    await userEvent.type(title, 'Kauri dieback');
    expect(screen.getByLabelText('Slug (required)')).toHaveValue('kauri');

    await userEvent.clear(title);
    await userEvent.clear(screen.getByLabelText('Slug (required)'));
    await userEvent.type(screen.getByLabelText('Slug (required)'), 'Bad Slug');
    await userEvent.click(screen.getByRole('button', { name: 'Save collection' }));
    expect(screen.getByLabelText('Title (required)')).toHaveAccessibleDescription('Title is required');
    expect(screen.getByLabelText('Slug (required)')).toHaveAccessibleDescription(expect.stringContaining('Slug must be lower-case letters'));
    expect(call).not.toHaveBeenCalledWith('PUT', expect.anything(), expect.anything());
  });
});
