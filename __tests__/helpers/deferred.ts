/** A promise the test settles when it chooses: to hold a loader or a start-up at a point in time. */
export function deferred<T = void>() {
  let settle!: { resolve: (value: T) => void; reject: (error: Error) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}
