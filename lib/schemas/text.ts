import { z } from 'zod';

// Every string a client sends passes through text() or multilineText() (decision 113). C0
// controls, DEL and C1 controls are no part of anything typed; NUL among them made Postgres refuse
// the query ("invalid byte sequence", 22021), which answered 500. A lone surrogate is broken
// UTF-16, which the database driver would silently turn into U+FFFD. Zero-width characters are
// text (joiners in emoji and in some scripts' names) and pass.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_CHARACTER_BUT_LINE_BREAK_OR_TAB = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const A_LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `value` is text as a person types it on one line: no control character, no broken UTF-16. */
export const isPlainText = (value: string) => !CONTROL_CHARACTER.test(value) && !A_LONE_SURROGATE.test(value);

const NO_CONTROL_CHARACTERS = 'must not contain control characters';
const NO_BROKEN_UNICODE = 'must not contain broken Unicode (a lone surrogate)';

/** One line of text: refuses control characters (line breaks and tabs too) and lone surrogates. */
export const text = () =>
  z
    .string()
    .refine((value) => !CONTROL_CHARACTER.test(value), { message: NO_CONTROL_CHARACTERS, abort: true })
    .refine((value) => !A_LONE_SURROGATE.test(value), { message: NO_BROKEN_UNICODE, abort: true });

/** Text of several lines (a comment, a report's reason): as text(), but line breaks (CR, LF) and tabs pass. */
export const multilineText = () =>
  z
    .string()
    .refine((value) => !CONTROL_CHARACTER_BUT_LINE_BREAK_OR_TAB.test(value), { message: NO_CONTROL_CHARACTERS, abort: true })
    .refine((value) => !A_LONE_SURROGATE.test(value), { message: NO_BROKEN_UNICODE, abort: true });

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
