import { z } from 'zod';

// Postgres text cannot hold NUL, so it is dropped rather than failing the insert.
const stripNul = (value: string) => value.replace(/\u0000/g, '');

/** A string cut to `max` characters (and cleaned of NUL) instead of being refused. */
export const cappedText = (max: number) => z.string().transform((value) => stripNul(value).slice(0, max));

// C0 controls (CR and LF among them), DEL and C1 controls: they forge lines and colours when a
// stored report is printed to a terminal or a log, and mean nothing in a message.
const CONTROL_RUNS = /[\u0001-\u001f\u007f-\u009f]+/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text from a browser for one line of a log: line breaks become `lineBreak` (a stack trace keeps
 * its frames apart with ' | '), NUL is dropped (as cappedText does), other control characters
 * become a space, broken UTF-16 a replacement character.
 */
export const oneLineText = (value: string, lineBreak = ' ') =>
  stripNul(value).replace(/[\r\n]+/g, lineBreak).replace(CONTROL_RUNS, ' ').replace(LONE_SURROGATE, '\ufffd');

/** A string made one line (oneLineText), then cut to `max` characters, instead of being refused. */
export const cappedLine = (max: number, lineBreak = ' ') => z.string().transform((value) => oneLineText(value, lineBreak).slice(0, max));
