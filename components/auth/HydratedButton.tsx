import type { ComponentProps } from 'react';
import { useHydrated } from './useHydrated';

/**
 * A button that only the page's code can answer: disabled on the server and while hydrating, so a
 * press before then is not lost or undone when React takes over the page (decision 336).
 */
export function HydratedButton({ disabled = false, type = 'button', ...props }: ComponentProps<'button'>) {
  const hydrated = useHydrated();
  return <button {...props} type={type} disabled={!hydrated || disabled} />;
}
