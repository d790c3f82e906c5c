/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydratedButton } from '@/components/auth/HydratedButton';

/** Renders `page` as the server would, hydrates it as the browser does, and answers its container. */
async function serverThenHydrated(page: ReactNode, whileServerHtml?: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  whileServerHtml?.(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  return container;
}

afterEach(() => document.body.replaceChildren());

describe('HydratedButton', () => {
  it('is disabled in the server\'s page and pressable once React has hydrated it', async () => {
    const pressed = jest.fn();
    const container = await serverThenHydrated(<HydratedButton onClick={pressed}>Share</HydratedButton>, (html) => {
      expect(html.querySelector('button')!.matches(':disabled')).toBe(true);
    });
    const button = container.querySelector('button')!;
    expect(button.matches(':disabled')).toBe(false);
    expect(button.type).toBe('button');
    await act(async () => button.click());
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('stays disabled after hydration when its caller says so, and keeps the caller\'s type and ref', async () => {
    const ref = createRef<HTMLButtonElement>();
    const container = await serverThenHydrated(
      <form>
        <HydratedButton ref={ref} type="submit" disabled>
          Send
        </HydratedButton>
      </form>,
    );
    const button = container.querySelector('button')!;
    expect(button.matches(':disabled')).toBe(true);
    expect(button.type).toBe('submit');
    expect(ref.current).toBe(button);
  });
});
