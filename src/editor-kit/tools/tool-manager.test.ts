import { describe, expect, it } from 'vitest';
import { StateMachineTool } from './state-machine';
import { ToolManager, type ToolHost } from './tool-manager';

type Mode = 'a' | 'b';

function host(): ToolHost<Mode> & { set(mode: Mode, editable?: boolean): void } {
  const listeners = new Set<() => void>();
  const state = { toolMode: 'a' as Mode, editable: true };
  return {
    get toolMode() {
      return state.toolMode;
    },
    get editable() {
      return state.editable;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(mode, editable = true) {
      state.toolMode = mode;
      state.editable = editable;
      for (const listener of listeners) listener();
    },
  };
}

const tool = (id: string) => new StateMachineTool<null, number, 'idle' | 'down'>(id, { idle: { onPointerDown: () => 'down' }, down: { onPointerUp: () => 'idle', onCancel: () => 'idle' } }, 'idle', null);

describe('ToolManager', () => {
  it('routes input to the tool the editor names, cancelling the old one on a switch', () => {
    const editor = host();
    const manager = new ToolManager(editor, { a: tool('a'), b: tool('b') });
    manager.down(1);
    expect(manager.tool.state).toBe('a.down');
    editor.set('b');
    expect(manager.tools.a.state).toBe('a.idle');
    manager.down(2);
    expect(manager.tool.state).toBe('b.down');
    manager.cancel();
    expect(manager.tool.state).toBe('b.idle');
    manager.dispose();
  });

  it('gives a viewer no tool input', () => {
    const editor = host();
    const manager = new ToolManager(editor, { a: tool('a'), b: tool('b') });
    editor.set('a', false);
    manager.down(1);
    expect(manager.tool.state).toBe('a.idle');
  });
});
