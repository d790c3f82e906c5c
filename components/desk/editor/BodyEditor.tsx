import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { ImagePicker } from '@/components/desk/media/ImagePicker';
import { imageUrlNear } from '@/lib/images/image-variants';
import type { EmbedKind } from '@/lib/schemas/desk-embeds';
import { EditorToolbar } from './EditorToolbar';
import { EmbedPicker } from './EmbedPicker';
import { storyExtensions } from './story-extensions';
import styles from './BodyEditor.module.css';

interface BodyEditorProps {
  /** The body's HTML; a value this editor did not send (their version, a restore) replaces its content. */
  value: string;
  onChange: (html: string) => void;
  editable: boolean;
  /** The text box's accessible name: a story's body by default; the site pages name theirs. */
  label?: string;
}

/** A story's body (and a site page's): TipTap with the story's own nodes (pull quote, figure, embeds), its toolbar and pickers. */
export function BodyEditor({ value, onChange, editable, label = 'Story body' }: BodyEditorProps) {
  const [picking, setPicking] = useState<'image' | EmbedKind | null>(null);
  const sent = useRef(value);
  const editor = useEditor({
    extensions: storyExtensions,
    content: value,
    editable,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: styles.prose ?? '' } },
    onUpdate: ({ editor: current }) => {
      sent.current = current.getHTML();
      onChange(sent.current);
    },
  });

  useEffect(() => {
    if (!editor || value === sent.current) return;
    sent.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // Without emitting an update: making the editor read-only is no change to the story.
  useEffect(() => {
    if (editor && editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);

  if (!editor) return <p className={styles.loading}>Loading the editor…</p>;

  const promptLink = () => {
    const previous = String(editor.getAttributes('link').href ?? '');
    const href = window.prompt('Link to (leave empty to remove the link)', previous || 'https://');
    if (href === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim() === '' || href.trim() === 'https://') chain.unsetLink().run();
    else chain.setLink({ href: href.trim() }).run();
  };

  return (
    <div
      className={styles.body}
      onKeyDown={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          promptLink();
        }
      }}
    >
      {editable ? <EditorToolbar editor={editor} onLink={promptLink} onImage={() => setPicking('image')} onEmbed={setPicking} /> : null}
      <EditorContent editor={editor} />
      <ImagePicker
        open={picking === 'image'}
        onClose={() => setPicking(null)}
        onPick={(image) => {
          setPicking(null);
          editor
            .chain()
            .focus()
            .insertStoryFigure({ imageId: image.id, src: imageUrlNear(image, 960), alt: image.alt, caption: image.caption, credit: image.credit })
            .run();
        }}
      />
      {picking === 'podcast' || picking === 'quiz' ? (
        <EmbedPicker
          kind={picking}
          onClose={() => setPicking(null)}
          onPick={(choice) => {
            setPicking(null);
            editor.chain().focus().insertStoryEmbed(choice).run();
          }}
        />
      ) : null}
    </div>
  );
}
