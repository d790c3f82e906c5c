import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { useId, useState } from 'react';
import styles from './FigureView.module.css';

/** A picture in the story, with its alt text (required: a warning shows while it is empty), caption and credit. */
export function FigureView({ node, updateAttributes, deleteNode, selected }: ReactNodeViewProps) {
  const id = useId();
  // The fields keep their own state: the node view re-renders after the document changes, a moment
  // later, and a field fed only from the node would lose keystrokes typed in between.
  const [fields, setFields] = useState({ alt: String(node.attrs.alt ?? ''), caption: String(node.attrs.caption ?? ''), credit: String(node.attrs.credit ?? '') });
  const change = (name: keyof typeof fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    updateAttributes({ [name]: value });
  };
  const alt = fields.alt;
  const missingAlt = alt.trim() === '';
  return (
    <NodeViewWrapper className={`${styles.figure} ${selected ? styles.selected : ''}`} data-drag-handle="">
      {/* eslint-disable-next-line @next/next/no-img-element -- the desk shows the variant the server named; next/image is not used on this site */}
      <img src={String(node.attrs.src)} alt={alt} className={styles.image} />
      <div className={styles.fields} contentEditable={false}>
        <label htmlFor={`${id}-alt`}>Alt text (required)</label>
        <input
          id={`${id}-alt`}
          value={alt}
          onChange={(event) => change('alt', event.target.value)}
          aria-invalid={missingAlt}
          aria-describedby={missingAlt ? `${id}-alt-warning` : undefined}
        />
        {missingAlt ? (
          <p id={`${id}-alt-warning`} className={styles.warning} role="status">
            Describe the picture for readers who cannot see it.
          </p>
        ) : null}
        <label htmlFor={`${id}-caption`}>Caption</label>
        <input id={`${id}-caption`} value={fields.caption} onChange={(event) => change('caption', event.target.value)} />
        <label htmlFor={`${id}-credit`}>Credit</label>
        <input id={`${id}-credit`} value={fields.credit} onChange={(event) => change('credit', event.target.value)} />
        <button type="button" onClick={deleteNode} className={styles.remove}>
          Remove picture
        </button>
      </div>
    </NodeViewWrapper>
  );
}
