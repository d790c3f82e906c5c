/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButton } from '@/components/share/ShareButton';

const url = 'https://panui.example.nz/science/27-11-2026/whale-chorus';
const title = 'Listening to the deep';

function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(window.navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  setNavigator('share', undefined);
  setNavigator('clipboard', undefined);
});

it('opens the device’s share sheet with the story’s title and link where the browser has one', async () => {
  const share = jest.fn(async () => undefined);
  setNavigator('share', share);
  render(<ShareButton title={title} url={url} />);
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(share).toHaveBeenCalledWith({ title, url });
  expect(screen.getByRole('status')).toHaveTextContent('');
});

it('a share sheet closed without sharing says nothing and breaks nothing', async () => {
  setNavigator('share', jest.fn(async () => Promise.reject(new DOMException('cancelled', 'AbortError'))));
  render(<ShareButton title={title} url={url} />);
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(screen.getByRole('status')).toHaveTextContent('');
});

it('without a share sheet, copies the link and says so', async () => {
  const writeText = jest.fn(async () => undefined);
  setNavigator('clipboard', { writeText });
  render(<ShareButton title={title} url={url} />);
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(writeText).toHaveBeenCalledWith(url);
  expect(await screen.findByRole('status')).toHaveTextContent('Link copied.');
});

it('when the clipboard is refused, shows the link to copy by hand', async () => {
  setNavigator('clipboard', { writeText: jest.fn(async () => Promise.reject(new Error('denied'))) });
  render(<ShareButton title={title} url={url} />);
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(await screen.findByRole('status')).toHaveTextContent(`Copy this link: ${url}`);
});
