// Inline text editing: a textarea laid over the text box being edited (status EDIT, or EDIT_MOBILE
// on touch screens). Typing is one undo step, recorded when editing ends.
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { type PlayObject, DEFAULT_TEXT_BOX } from '../../engine';
import { MAX_OBJECT_TEXT_LENGTH } from '../../engine/limits';
import { selectPhase, useEditor, useEditorState } from './editor-context';
import type { ViewController } from './scene/view';
import { countRender } from './scene/render-stats';
import { useTranslation } from 'react-i18next';

export function TextEditorOverlay({ view }: { view: ViewController }) {
  countRender('TextEditorOverlay');
  const { t } = useTranslation();
  const editor = useEditor();
  const editingId = useEditorState((s) => s.editingId);
  const item = useEditorState((s) => (s.editingId ? selectPhase(s).objects.find((o) => o.id === s.editingId) : undefined)) as PlayObject | undefined;
  useStore(view.store);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!editingId) return;
    area.current?.focus();
    area.current?.select();
    return () => editor.endTyping();
  }, [editingId, editor]);
  if (!item || item.type !== 'object') return null;
  const k = view.pixelsPerUnit;
  const width = (item.width ?? DEFAULT_TEXT_BOX.width) * k;
  const height = (item.height ?? DEFAULT_TEXT_BOX.height) * k;
  const centre = view.toScreen(item.pos);
  const formats = item.formats ?? [];
  return (
    <textarea
      dir="auto"
      ref={area}
      aria-label={t('editor.canvas.text')}
      data-testid="inline-text"
      value={item.text ?? ''}
      maxLength={MAX_OBJECT_TEXT_LENGTH}
      onPointerDown={(e) => e.stopPropagation()}
      onChange={(e) => editor.updateItem(item.id, (draft) => void ((draft as PlayObject).text = e.target.value), 'typing')}
      onBlur={() => editor.update((s) => void (s.editingId = null))}
      onKeyDown={(e) => {
        if (e.key === 'Escape') e.currentTarget.blur();
      }}
      className="absolute resize-none rounded border-2 border-[#2065d1] bg-white/80 p-0 outline-none"
      style={{
        left: centre.x - width / 2,
        top: centre.y - height / 2,
        width,
        height,
        transform: `rotate(${item.angle ?? 0}deg)`,
        fontSize: (item.fontSize ?? 2) * k,
        lineHeight: 1.2,
        textAlign: item.alignment ?? 'left',
        fontWeight: formats.includes('bold') ? 700 : 400,
        fontStyle: formats.includes('italic') ? 'italic' : 'normal',
        textDecoration: formats.includes('underline') ? 'underline' : 'none',
        color: item.color ?? '#212b36',
        fontFamily: 'Inter Variable, Inter, sans-serif',
      }}
    />
  );
}
