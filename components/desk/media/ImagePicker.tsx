import type { DeskImage } from '@/lib/images/desk-image';

export interface ImagePickerProps {
  open: boolean;
  /** Called with the chosen (or just uploaded) picture; the picker closes itself after. */
  onPick: (image: DeskImage) => void;
  onClose: () => void;
}

// Placeholder with the final props; the media-library branch replaces it with the dialog.
export function ImagePicker({ open, onClose }: ImagePickerProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Choose a picture">
      <p>The media library is not available yet.</p>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
