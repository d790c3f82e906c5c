import type { DeskImage } from '@/lib/images/desk-image';

export const deskImage = (id: number, more: Partial<DeskImage> = {}): DeskImage => ({
  id,
  storageKey: `key${id}`,
  width: 1600,
  height: 1200,
  widths: [320, 640, 960, 1280],
  alt: `Picture number ${id}`,
  caption: '',
  credit: '',
  originalName: `photo-${id}.jpg`,
  format: 'jpeg',
  bytes: 200_000,
  createdAt: '2026-11-24T00:00:00.000Z',
  ...more,
});
