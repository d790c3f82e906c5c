/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DownloadMyData } from '@/components/profile/DownloadMyData';
import { ApiError } from '@/lib/api/api-error';
import { saveFile } from '@/lib/api/file-download';
import { downloadMemberData } from '@/lib/api/member-data';

jest.mock('@/lib/api/member-data', () => ({ downloadMemberData: jest.fn() }));
jest.mock('@/lib/api/file-download', () => ({ saveFile: jest.fn() }));

beforeEach(() => jest.clearAllMocks());

describe('DownloadMyData', () => {
  it('downloads the chosen format from the keyboard, saying it is working meanwhile', async () => {
    let finish: (file: { blob: Blob; filename: string }) => void = () => undefined;
    jest.mocked(downloadMemberData).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<DownloadMyData />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Download my data (JSON)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(downloadMemberData).toHaveBeenCalledWith('json');
    expect(screen.getByRole('button', { name: 'Preparing your file…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download a copy to read (HTML)' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Gathering your data.');
    const file = { blob: new Blob(['{}']), filename: 'panui-my-data-2026-11-27.json' };
    finish(file);
    expect(await screen.findByRole('button', { name: 'Download my data (JSON)' })).toBeEnabled();
    expect(saveFile).toHaveBeenCalledWith(file);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows the server’s message when the hour’s downloads are used up, and a plain one when the network fails', async () => {
    jest.mocked(downloadMemberData).mockRejectedValueOnce(new ApiError(429, 'RATE_LIMITED', 'You can download your data 3 times an hour. Try again in 42 minutes.'));
    render(<DownloadMyData />);
    await userEvent.click(screen.getByRole('button', { name: 'Download a copy to read (HTML)' }));
    expect(downloadMemberData).toHaveBeenCalledWith('html');
    expect(await screen.findByRole('alert')).toHaveTextContent('You can download your data 3 times an hour. Try again in 42 minutes.');
    expect(saveFile).not.toHaveBeenCalled();
    jest.mocked(downloadMemberData).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Download my data (JSON)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your data could not be downloaded. Check your connection and try again.');
  });
});
