import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { useId } from 'react';
import styles from './FigureView.module.css';

/** A picture in the story, with its alt text (required: a warning shows while it is empty), caption and credit. */
export function FigureView({ node, updateAttributes, deleteNode, selected }: ReactNodeViewProps) {
  const id = useId();
  const alt = String(node.attrs.alt ?? '');
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
          onChange={(event) => updateAttributes({ alt: event.target.value })}
          aria-invalid={missingAlt}
          aria-describedby={missingAlt ? `${id}-alt-warning` : undefined}
        />
        {missingAlt ? (
          <p id={`${id}-alt-warning`} className={styles.warning} role="status">
            Describe the picture for readers who cannot see it.
          </p>
        ) : null}
        <label htmlFor={`${id}-caption`}>Caption</label>
        <input id={`${id}-caption`} value={String(node.attrs.caption ?? '')} onChange={(event) => updateAttributes({ caption: event.target.value })} />
        <label htmlFor={`${id}-credit`}>Credit</label>
        <input id={`${id}-credit`} value={String(node.attrs.credit ?? '')} onChange={(event) => updateAttributes({ credit: event.target.value })} />
        <button type="button" onClick={deleteNode} className={styles.remove}>
          Remove picture
        </button>
      </div>
    </NodeViewWrapper>
  );
}
