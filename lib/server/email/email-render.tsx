import { render, toPlainText } from '@react-email/components';
import type { z } from 'zod';
import { EmailLayout } from './email-layout';
import { type EmailData, type EmailTemplateName, emailTemplates } from './email-registry';
import type { EmailBranding, EmailTemplate } from './email-template';
import type { MailAttachment } from '../providers/mail/mailer';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
}

// html-to-text's own types are not installed; these are the parts of its formatter API used here.
interface DomNode {
  type: string;
  name?: string;
  children?: DomNode[];
}
interface TextBuilder {
  openBlock(options: { leadingLineBreaks: number }): void;
  closeBlock(options: { trailingLineBreaks: number }): void;
  addInline(text: string): void;
  addLineBreak(): void;
}
type Walk = (nodes: DomNode[] | undefined, builder: TextBuilder) => void;

const tagsNamed = (node: DomNode, name: string): DomNode[] =>
  (node.children ?? []).flatMap((child) => (child.type === 'tag' && child.name === name ? [child] : child.type === 'tag' ? tagsNamed(child, name) : []));

/** A `data-facts` table as "Label: value" lines, as a person would type a receipt. */
function factsFormatter(elem: DomNode, walk: Walk, builder: TextBuilder): void {
  builder.openBlock({ leadingLineBreaks: 2 });
  for (const row of tagsNamed(elem, 'tr')) {
    const [label, value] = [...tagsNamed(row, 'th'), ...tagsNamed(row, 'td')];
    walk(label?.children, builder);
    builder.addInline(': ');
    walk(value?.children, builder);
    builder.addLineBreak();
  }
  builder.closeBlock({ trailingLineBreaks: 1 });
}

const TEXT_OPTIONS = {
  selectors: [
    { selector: 'table[data-facts]', format: 'facts' },
    { selector: 'h1', options: { uppercase: false } },
  ],
  formatters: { facts: factsFormatter },
};

/**
 * One email, ready for the mailer: the template's data checked by its schema, the body put in the
 * shared layout and rendered to HTML (React escapes every value), the text part made from that
 * HTML. Called by the outbox worker when it sends, so the branding is the configuration's now.
 */
export async function renderEmail<Name extends EmailTemplateName>(name: Name, input: EmailData<Name>, brand: EmailBranding): Promise<RenderedEmail> {
  // The registry's union read as one template of unknown data: its own schema's parse makes the data fit.
  const template = emailTemplates[name] as unknown as EmailTemplate<z.ZodType>;
  const data = template.data.parse(input);
  const subject = template.subject(data, brand);
  const html = await render(
    <EmailLayout brand={brand} subject={subject} preview={template.preview(data, brand)} footer={template.footer(data, brand)}>
      {template.body(data, brand)}
    </EmailLayout>,
  );
  const attachments = (await template.attachments?.(data)) ?? [];
  return { subject, html, text: toPlainText(html, TEXT_OPTIONS).replace(/\n{3,}/g, '\n\n').trim(), headers: template.headers?.(data) ?? {}, attachments };
}
