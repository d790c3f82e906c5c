/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportsPage } from '@/components/desk/exports/ExportsPage';
import { ApiError } from '@/lib/api/api-error';
import { type CsvProgress, downloadDeskCsv } from '@/lib/api/desk-csv-download';
import { saveFile } from '@/lib/api/file-download';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/desk/exports', asPath: '/desk/exports', query: {} }) }));
jest.mock('@/lib/api/desk-csv-download', () => ({ downloadDeskCsv: jest.fn() }));
jest.mock('@/lib/api/file-download', () => ({ saveFile: jest.fn() }));

type Download = { progress: (progress: CsvProgress) => void; finish: (rows: number, filename: string) => void; fail: (error: unknown) => void; signal: AbortSignal };

/** Each download the page starts, controlled by the test. */
function controlledDownloads(): Download[] {
  const downloads: Download[] = [];
  jest.mocked(downloadDeskCsv).mockImplementation(
    (_path, _params, { signal, onProgress }) =>
      new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        downloads.push({ progress: onProgress, finish: (rows, filename) => resolve({ blob: new Blob(['x']), filename, rows }), fail: reject, signal });
      }),
  );
  return downloads;
}

const renderPage = () => render(<ExportsPage role="administrator" month={{ from: '2026-11-01', to: '2026-11-30' }} />);
const section = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => jest.clearAllMocks());

describe('ExportsPage', () => {
  it('offers both exports, the transactions for this month to begin with', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Exports' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exports' })).toHaveAttribute('aria-current', 'page');
    expect(section('Transactions').getByLabelText('First day')).toHaveValue('2026-11-01');
    expect(section('Transactions').getByLabelText('Last day')).toHaveValue('2026-11-30');
    expect(section('Members').getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('downloads the transactions of the chosen days, shows rows arriving against the count, then saves the file', async () => {
    const user = userEvent.setup();
    const downloads = controlledDownloads();
    renderPage();
    const transactions = section('Transactions');
    await user.clear(transactions.getByLabelText('First day'));
    await user.type(transactions.getByLabelText('First day'), '2026-10-01');
    await user.click(transactions.getByRole('button', { name: 'Download CSV' }));
    expect(downloadDeskCsv).toHaveBeenCalledWith('/exports/transactions.csv', { from: '2026-10-01', to: '2026-11-30' }, expect.anything());
    expect(transactions.getByRole('button', { name: 'Download CSV' })).toBeDisabled();

    act(() => downloads[0]!.progress({ rows: 12_400, total: 50_000 }));
    const bar = await transactions.findByRole('progressbar', { name: 'Transactions export' });
    expect(bar).toHaveAttribute('aria-valuetext', '12,400 of 50,000 rows');
    expect(bar).toHaveAttribute('value', '12400');
    expect(transactions.getByText('12,400 of 50,000 rows')).toBeInTheDocument();

    await act(async () => downloads[0]!.finish(50_000, 'panui-transactions-2026-10-01-to-2026-11-30.csv'));
    expect(await transactions.findByText('Saved panui-transactions-2026-10-01-to-2026-11-30.csv (50,000 rows).')).toHaveAttribute('role', 'status');
    expect(saveFile).toHaveBeenCalledWith(expect.objectContaining({ filename: 'panui-transactions-2026-10-01-to-2026-11-30.csv' }));
    expect(transactions.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels a download: the request is aborted and nothing is saved', async () => {
    const user = userEvent.setup();
    const downloads = controlledDownloads();
    renderPage();
    const members = section('Members');
    await user.click(members.getByRole('button', { name: 'Download CSV' }));
    expect(downloadDeskCsv).toHaveBeenCalledWith('/exports/members.csv', {}, expect.anything());
    await user.click(await members.findByRole('button', { name: 'Cancel' }));
    expect(downloads[0]!.signal.aborted).toBe(true);
    expect(await members.findByText('Download cancelled.')).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
    expect(members.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('reads out the server’s refusal', async () => {
    const user = userEvent.setup();
    const downloads = controlledDownloads();
    renderPage();
    const members = section('Members');
    await user.click(members.getByRole('button', { name: 'Download CSV' }));
    await act(async () => downloads[0]!.fail(new ApiError(403, 'STAFF_ONLY', 'Only administrators can export members and transactions.')));
    expect(await members.findByText('Only administrators can export members and transactions.')).toHaveAttribute('role', 'status');
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('says what is wrong with a range before asking the server', async () => {
    const user = userEvent.setup();
    renderPage();
    const transactions = section('Transactions');
    await user.clear(transactions.getByLabelText('Last day'));
    await user.type(transactions.getByLabelText('Last day'), '2026-10-15');
    await user.click(transactions.getByRole('button', { name: 'Download CSV' }));
    expect(transactions.getByRole('alert')).toHaveTextContent('The last day must be on or after the first.');
    expect(transactions.getByLabelText('First day')).toHaveFocus();
    expect(transactions.getByLabelText('First day')).toHaveAttribute('aria-invalid', 'true');
    expect(downloadDeskCsv).not.toHaveBeenCalled();
  });
});
