/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydratedFieldset } from '@/components/auth/HydratedFieldset';

const choices = (
  <HydratedFieldset>
    <label>
      <input type="radio" name="interval" value="monthly" /> Monthly
    </label>
    <button type="submit">Continue</button>
  </HydratedFieldset>
);

describe('HydratedFieldset', () => {
  it('keeps its controls disabled in the server\'s page and enables them once React has hydrated it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(choices);
    document.body.append(container);
    const radio = container.querySelector('input')!;
    const button = container.querySelector('button')!;
    expect(radio.matches(':disabled')).toBe(true);
    expect(button.matches(':disabled')).toBe(true);

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, choices, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(radio.matches(':disabled')).toBe(false);
    expect(button.matches(':disabled')).toBe(false);
    container.remove();
  });
});
