import { z } from 'zod';

// Postgres text cannot hold NUL, so it is dropped rather than failing the insert.
const stripNul = (value: string) => value.replace(/\u0000/g, '');

/** A string cut to `max` characters (and cleaned of NUL) instead of being refused. */
export const cappedText = (max: number) => z.string().transform((value) => stripNul(value).slice(0, max));
