import type { MemberDataFormat } from '@/lib/schemas/profile';
import type { MemberDataRecord, MemberDataSection } from './member-data-store';



/** What the file opens with: when, about whom, and their account. */
export interface MemberDataHeading {
  siteName: string;
  exportedAt: string;
  profile: MemberDataRecord;
  account: MemberDataRecord | null;
}

/**
 * Turns the export into text piece by piece, so nothing but one page of rows is ever held: the
 * opening, each section's start, each page of its records, its end, and the close.
 */
export interface MemberDataWriter {
  contentType: string;
  extension: string;
  open(heading: MemberDataHeading, sections: readonly MemberDataSection[]): string;
  sectionStart(section: MemberDataSection): string;
  /** `written`: how many of the section's records came before this page. */
  records(section: MemberDataSection, records: MemberDataRecord[], written: number): string;
  sectionEnd(section: MemberDataSection, total: number): string;
  close(): string;
}

const about = (siteName: string) =>
  `Everything ${siteName} holds about you, as of the time below. Amounts are in cents; times are New Zealand time. Full card numbers, passwords and sign-in secrets are never part of it.`;

const jsonWriter: MemberDataWriter = {
  contentType: 'application/json; charset=utf-8',
  extension: 'json',
  open: (heading) =>
    `{\n  "about": ${JSON.stringify(about(heading.siteName))},\n  "exportedAt": ${JSON.stringify(heading.exportedAt)},\n  "profile": ${JSON.stringify(heading.profile)},\n  "account": ${JSON.stringify(heading.account)}`,
  sectionStart: (section) => `,\n  ${JSON.stringify(section.key)}: [`,
  // One record a line: a person opening the file can still read it, and a program parses it whole.
  records: (_section, records, written) => records.map((record, index) => `${written + index === 0 ? '' : ','}\n    ${JSON.stringify(record)}`).join(''),
  sectionEnd: (_section, total) => (total === 0 ? ']' : '\n  ]'),
  close: () => '\n}\n',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** "amountCents" → "Amount cents". */
const label = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function cell(value: MemberDataRecord[string]): string {
  if (value === null || value === '') return '<span class="none">–</span>';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return Object.keys(value).length === 0 ? '<span class="none">–</span>' : `<code>${escapeHtml(JSON.stringify(value))}</code>`;
  return escapeHtml(String(value));
}

const definitionList = (record: MemberDataRecord) =>
  `<dl>${Object.entries(record)
    .map(([key, value]) => `<dt>${escapeHtml(label(key))}</dt><dd>${cell(value)}</dd>`)
    .join('')}</dl>`;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1a1a1a}
h1{font-size:1.75rem}h2{margin-top:2.5rem;border-top:1px solid #ccc;padding-top:1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.scroll{overflow-x:auto}table{border-collapse:collapse;font-size:.875rem}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#f2f2f2}code{font-size:.8rem;word-break:break-all}.none{color:#666}`;

const htmlWriter: MemberDataWriter = {
  contentType: 'text/html; charset=utf-8',
  extension: 'html',
  open: (heading, sections) =>
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>Your data at ${escapeHtml(heading.siteName)}</title><style>${STYLE}</style></head><body>\n` +
    `<h1>Your data at ${escapeHtml(heading.siteName)}</h1><p>${escapeHtml(about(heading.siteName))}</p><p>Exported ${escapeHtml(heading.exportedAt)}.</p>\n` +
    `<nav aria-label="Contents"><ul><li><a href="#profile">Profile</a></li><li><a href="#account">Sign-in account</a></li>${sections
      .map((section) => `<li><a href="#${section.key}">${escapeHtml(section.title)}</a></li>`)
      .join('')}</ul></nav>\n` +
    `<section id="profile"><h2>Profile</h2>${definitionList(heading.profile)}</section>\n` +
    `<section id="account"><h2>Sign-in account</h2>${heading.account ? definitionList(heading.account) : '<p>No sign-in account is held.</p>'}</section>\n`,
  sectionStart: (section) => `<section id="${section.key}"><h2>${escapeHtml(section.title)}</h2><p>${escapeHtml(section.about)}</p>\n`,
  records: (_section, records, written) => {
    const first = records[0];
    if (!first) return '';
    const head = written === 0 ? `<div class="scroll"><table><thead><tr>${Object.keys(first).map((key) => `<th scope="col">${escapeHtml(label(key))}</th>`).join('')}</tr></thead><tbody>\n` : '';
    return head + records.map((record) => `<tr>${Object.values(record).map((value) => `<td>${cell(value)}</td>`).join('')}</tr>\n`).join('');
  },
  sectionEnd: (_section, total) => (total === 0 ? '<p class="none">Nothing held.</p></section>\n' : `</tbody></table></div><p>${total} in all.</p></section>\n`),
  close: () => '</body></html>\n',
};

export const MEMBER_DATA_WRITERS: Record<MemberDataFormat, MemberDataWriter> = { json: jsonWriter, html: htmlWriter };
