import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { DeskImage } from '@/lib/images/desk-image';
import { MediaLibrary } from './MediaLibrary';
import styles from './ImagePicker.module.css';

export interface ImagePickerProps {
  open: boolean;
  /** Called with the chosen (or just uploaded) picture; the picker closes itself after. */
  onPick: (image: DeskImage) => void;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog: from the last control back to the first, and the other way. */
function trapTab(event: KeyboardEvent<HTMLDivElement>, dialog: HTMLDivElement) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hidden);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** A modal media library for choosing a story's picture: search, upload, write alt text, then "Use this picture". */
export function ImagePicker({ open, onPick, onClose }: ImagePickerProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!open) return;
    // Focus goes back where it was (the button that opened the picker) when it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && dialog.current) {
      trapTab(event, dialog.current);
    }
  };

  return (
    <div className={styles.backdrop}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby="image-picker-heading" className={styles.dialog} onKeyDown={onKeyDown}>
        <div className={styles.header}>
          <h2 id="image-picker-heading" ref={heading} tabIndex={-1}>
            Choose a picture
          </h2>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
        <MediaLibrary
          onPick={(image) => {
            onPick(image);
            onClose();
          }}
        />
      </div>
    </div>
  );
}
