// @vitest-environment happy-dom
// Issue 32, point 8: what a coach types takes its direction from its content (dir="auto") in every
// kit field that holds typed text, whatever the interface's direction; a coach's text shown among the
// interface's is isolated (<bdi>, or dir="auto" on a block).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField, TextArea, TextField } from './field';
import { USER_TEXT, UserText, typedTextDir } from './user-text';

describe('typed text in the kit follows its content', () => {
  afterEach(cleanup);

  it('a text field and a text area are dir="auto"; a number or a date keeps the page direction', () => {
    render(
      <div dir="rtl">
        <TextField label="Name" defaultValue="3-Man Weave." />
        <TextField label="Email" type="email" />
        <TextField label="Minutes" type="number" />
        <TextField label="Date" type="date" />
        <TextArea label="Notes" />
        <SelectField label="Team">
          <option>Eagles</option>
        </SelectField>
      </div>,
    );
    expect(screen.getByLabelText('Name').getAttribute('dir')).toBe('auto');
    expect(screen.getByLabelText('Email').getAttribute('dir')).toBe('auto');
    expect(screen.getByLabelText('Notes').getAttribute('dir')).toBe('auto');
    expect(screen.getByLabelText('Minutes').hasAttribute('dir')).toBe(false);
    expect(screen.getByLabelText('Date').hasAttribute('dir')).toBe(false);
  });

  it('a screen can still set a field’s direction itself', () => {
    render(<TextField label="Code" dir="ltr" />);
    expect(screen.getByLabelText('Code').getAttribute('dir')).toBe('ltr');
  });

  it('knows which input types hold typed text', () => {
    expect([undefined, 'text', 'search', 'email', 'url', 'tel', 'password'].map(typedTextDir)).toEqual(Array(7).fill('auto'));
    expect(['number', 'date', 'time', 'checkbox', 'radio', 'range', 'file'].map(typedTextDir)).toEqual(Array(7).fill(undefined));
  });
});

describe("a coach's text shown among the interface's is isolated", () => {
  afterEach(cleanup);

  it('inline in a <bdi>, a block with dir="auto"', () => {
    render(
      <p dir="rtl">
        تمرين <UserText data-testid="name">3-Man Weave.</UserText>
        <span {...USER_TEXT} data-testid="block">
          3-Man Weave.
        </span>
      </p>,
    );
    expect(screen.getByTestId('name').tagName).toBe('BDI');
    expect(screen.getByTestId('name').textContent).toBe('3-Man Weave.');
    expect(screen.getByTestId('block').getAttribute('dir')).toBe('auto');
  });
});
