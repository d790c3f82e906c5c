import { type Editor, useEditorState } from '@tiptap/react';
import styles from './EditorToolbar.module.css';

interface ToolbarProps {
  editor: Editor;
  onLink: () => void;
  onImage: () => void;
  onEmbed: (kind: 'podcast' | 'quiz') => void;
}

interface Tool {
  label: string;
  /** Shown in the title, so the keyboard way is discoverable. */
  keys?: string;
  active?: (editor: Editor) => boolean;
  run: () => void;
}

/** The body's formatting buttons; a toggle reports its state with aria-pressed. */
export function EditorToolbar({ editor, onLink, onImage, onEmbed }: ToolbarProps) {
  // Re-render the buttons' pressed states after every change: the selection moving, and a mark
  // toggled on a selection that stays where it was (the te reo button, bold on selected words).
  useEditorState({ editor, selector: ({ transactionNumber }) => transactionNumber });
  const chain = () => editor.chain().focus();
  const groups: Tool[][] = [
    [
      { label: 'Bold', keys: 'Ctrl+B', active: (e) => e.isActive('bold'), run: () => chain().toggleBold().run() },
      { label: 'Italic', keys: 'Ctrl+I', active: (e) => e.isActive('italic'), run: () => chain().toggleItalic().run() },
      { label: 'Strikethrough', keys: 'Ctrl+Shift+S', active: (e) => e.isActive('strike'), run: () => chain().toggleStrike().run() },
      { label: 'Code', keys: 'Ctrl+E', active: (e) => e.isActive('code'), run: () => chain().toggleCode().run() },
      { label: 'Link', keys: 'Ctrl+K', active: (e) => e.isActive('link'), run: onLink },
      { label: 'Te reo Māori', keys: 'Ctrl+Alt+R', active: (e) => e.isActive('teReoMaori'), run: () => chain().toggleTeReoMaori().run() },
    ],
    ([2, 3, 4] as const).map((level) => ({
      label: `Heading ${level}`,
      keys: `Ctrl+Alt+${level}`,
      active: (e: Editor) => e.isActive('heading', { level }),
      run: () => chain().toggleHeading({ level }).run(),
    })),
    [
      { label: 'Bulleted list', keys: 'Ctrl+Shift+8', active: (e) => e.isActive('bulletList'), run: () => chain().toggleBulletList().run() },
      { label: 'Numbered list', keys: 'Ctrl+Shift+7', active: (e) => e.isActive('orderedList'), run: () => chain().toggleOrderedList().run() },
      { label: 'Quote', keys: 'Ctrl+Shift+B', active: (e) => e.isActive('blockquote'), run: () => chain().toggleBlockquote().run() },
      { label: 'Pull quote', keys: 'Ctrl+Shift+P', active: (e) => e.isActive('pullQuote'), run: () => chain().togglePullQuote().run() },
      { label: 'Divider', run: () => chain().setHorizontalRule().run() },
    ],
    [
      { label: 'Picture', run: onImage },
      { label: 'Podcast', run: () => onEmbed('podcast') },
      { label: 'Quiz', run: () => onEmbed('quiz') },
    ],
  ];
  return (
    <div role="toolbar" aria-label="Formatting" className={styles.toolbar}>
      {groups.map((tools, index) => (
        <div key={index} className={styles.group}>
          {tools.map((tool) => (
            <button
              key={tool.label}
              type="button"
              title={tool.keys ? `${tool.label} (${tool.keys})` : tool.label}
              aria-pressed={tool.active ? tool.active(editor) : undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.run}
            >
              {tool.label}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
