import type { FormEvent } from 'react';

/** A text field's value by its name; the fields are uncontrolled, so typing before hydration is kept. */
export function fieldValue(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/** Stops the browser's own submission and answers the form. */
export function submittedForm(event: FormEvent<HTMLFormElement>): HTMLFormElement {
  event.preventDefault();
  return event.currentTarget;
}
