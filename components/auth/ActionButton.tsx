import type { ReactNode } from 'react';
import styles from './ActionButton.module.css';
import { HydratedButton } from './HydratedButton';

interface ActionButtonProps {
  children: ReactNode;
  /** This button's step is running: it reads `busyLabel` instead. */
  busy?: boolean;
  busyLabel?: string;
  /** Another step of the same form is running. */
  disabled?: boolean;
  type?: 'button' | 'submit';
  variant?: 'primary' | 'secondary';
  onClick?: () => void;
}

export function ActionButton({ children, busy = false, busyLabel, disabled = false, type = 'button', variant = 'primary', onClick }: ActionButtonProps) {
  return (
    <HydratedButton type={type} className={styles[variant]} disabled={disabled || busy} onClick={onClick}>
      {busy && busyLabel ? busyLabel : children}
    </HydratedButton>
  );
}
