import type { Writable } from 'node:stream';
import { type CsvCell, csvLine, UTF8_BOM } from './csv-format';

/** What became of a streamed export: how many rows went out, and whether the reader stayed to the end. */
export interface CsvStreamOutcome {
  rows: number;
  completed: boolean;
}

/** Watches for the reader going away (a closed tab, a cancelled download) before the file ended. */
export function watchForDisconnect(writable: Writable) {
  const state = { gone: writable.destroyed };
  const onClose = () => {
    if (!writable.writableFinished) state.gone = true;
  };
  // A write after the client left fails; without a listener the error would crash the process.
  const onError = () => {
    state.gone = true;
  };
  writable.on('close', onClose);
  writable.on('error', onError);
  return {
    get gone() {
      return state.gone;
    },
    stop() {
      writable.off('close', onClose);
      writable.off('error', onError);
    },
  };
}

/** Resolves true once the writable has room again, false if it closes first. */
export function drained(writable: Writable): Promise<boolean> {
  if (writable.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const finish = (result: boolean) => () => {
      writable.off('drain', onDrain);
      writable.off('close', onClose);
      writable.off('error', onClose);
      resolve(result);
    };
    const onDrain = finish(true);
    const onClose = finish(false);
    writable.on('drain', onDrain);
    writable.on('close', onClose);
    writable.on('error', onClose);
  });
}

export function ended(writable: Writable): Promise<void> {
  return new Promise((resolve) => {
    writable.once('finish', resolve);
    writable.once('close', resolve);
    writable.end();
  });
}

/**
 * Writes a CSV file to `writable` as its rows come: the byte order mark and header, then each
 * batch as one chunk. When the writable is full it waits for 'drain' before asking for the next
 * batch, so at most one batch is held, whatever the file's size (decision 199). If the reader goes
 * away, no further batch is asked for (the generator is closed, so its query loop stops).
 */
export async function writeCsv(writable: Writable, header: readonly CsvCell[], batches: AsyncIterable<readonly (readonly CsvCell[])[]>): Promise<CsvStreamOutcome> {
  const connection = watchForDisconnect(writable);
  let rows = 0;
  try {
    if (connection.gone) return { rows, completed: false };
    if (!writable.write(UTF8_BOM + csvLine(header)) && !(await drained(writable))) return { rows, completed: false };
    for await (const batch of batches) {
      if (connection.gone) return { rows, completed: false };
      const room = writable.write(batch.map(csvLine).join(''));
      rows += batch.length;
      // Before the loop asks for the next batch: a slow reader holds the query back.
      if (!room && (connection.gone || !(await drained(writable)))) return { rows, completed: false };
    }
    if (connection.gone) return { rows, completed: false };
    await ended(writable);
    return { rows, completed: !connection.gone };
  } finally {
    connection.stop();
  }
}
