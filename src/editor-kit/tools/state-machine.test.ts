import { describe, expect, it } from 'vitest';
import { StateMachineTool, type ToolState } from './state-machine';

type Name = 'idle' | 'pressed';
const states: Record<Name, ToolState<{ log: string[] }, number, Name>> = {
  idle: {
    onPointerDown(context, x) {
      context.log.push(`down ${x}`);
      return 'pressed';
    },
  },
  pressed: {
    onPointerMove: (context, x) => void context.log.push(`move ${x}`),
    onPointerUp: () => 'idle',
    onCancel: () => 'idle',
  },
};

describe('StateMachineTool', () => {
  it('goes where the handlers say and keeps the path of states entered', () => {
    const tool = new StateMachineTool('tap', states, 'idle', { log: [] });
    tool.onPointerMove(1);
    tool.onPointerDown(2);
    expect(tool.state).toBe('tap.pressed');
    tool.onPointerMove(3);
    tool.onPointerUp(4);
    tool.onPointerDown(5);
    tool.onCancel();
    tool.onCancel();
    expect(tool.path).toEqual(['tap.idle', 'tap.pressed', 'tap.idle', 'tap.pressed', 'tap.idle']);
    expect(tool.context.log).toEqual(['down 2', 'move 3', 'down 5']);
  });
});
