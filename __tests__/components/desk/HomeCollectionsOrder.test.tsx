/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomeCollectionsOrder } from '@/components/desk/collections/HomeCollectionsOrder';
import { ApiError } from '@/lib/api/api-error';
import { deskCall } from '@/lib/api/desk-client';
import type { DeskCollectionSummary } from '@/lib/schemas/desk-collection';

jest.mock('@/lib/api/desk-client', () => ({ deskCall: jest.fn() }));
const call = deskCall as jest.MockedFunction<typeof deskCall>;

const collection = (id: number, title: string, homePosition: number | null): DeskCollectionSummary => ({ id, title, slug: `c-${id}`, description: '', homePosition, storyCount: 3 });
const initial = [collection(1, 'Kauri', 0), collection(2, 'Election', 1), collection(3, 'Oceans', null)];
const homeTitles = () => within(screen.getByRole('list', { name: 'Collections on the home page' })).getAllByRole('listitem').map((li) => li.textContent);

beforeEach(() => call.mockReset());

describe('HomeCollectionsOrder', () => {
  it('moves a collection up with the keyboard-usable button and saves the new order', async () => {
    call.mockResolvedValueOnce([collection(1, 'Kauri', 1), collection(2, 'Election', 0), collection(3, 'Oceans', null)]);
    render(<HomeCollectionsOrder initial={initial} />);
    await userEvent.click(screen.getByRole('button', { name: 'Move Election up' }));
    expect(call).toHaveBeenCalledWith('PUT', '/collections/home', { body: { collectionIds: [2, 1] } });
    expect(await screen.findByText('Home page saved.')).toBeInTheDocument();
    expect(homeTitles()[0]).toContain('Election');
  });

  it('adds a collection to the end, and takes one off', async () => {
    call.mockImplementation(async (_m, _p, options) => {
      const ids = (options?.body as { collectionIds: number[] }).collectionIds;
      return initial.map((c) => ({ ...c, homePosition: ids.includes(c.id) ? ids.indexOf(c.id) : null })) as never;
    });
    render(<HomeCollectionsOrder initial={initial} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show Oceans on home page' }));
    expect(call).toHaveBeenLastCalledWith('PUT', '/collections/home', { body: { collectionIds: [1, 2, 3] } });
    await userEvent.click(screen.getByRole('button', { name: 'Take Kauri off the home page' }));
    expect(call).toHaveBeenLastCalledWith('PUT', '/collections/home', { body: { collectionIds: [2, 3] } });
  });

  it('puts the order back and says why when the server refuses', async () => {
    call.mockRejectedValueOnce(new ApiError(403, 'STAFF_ONLY', 'Only editors and administrators can do this.'));
    render(<HomeCollectionsOrder initial={initial} />);
    await userEvent.click(screen.getByRole('button', { name: 'Move Kauri down' }));
    expect(await screen.findByText('Not saved: Only editors and administrators can do this.')).toBeInTheDocument();
    expect(homeTitles()[0]).toContain('Kauri');
  });
});
