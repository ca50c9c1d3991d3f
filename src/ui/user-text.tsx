// A coach's own words (a name, a title, a note) shown among the interface's (issue 32, point 8): isolated,
// their direction taken from their content, so '3-Man Weave.' reads the same in the Arabic interface
// and Arabic stays whole in the English one. Inline text uses <UserText>; a block of the coach's text
// takes USER_TEXT (dir="auto", which isolates it as well).
import type { HTMLAttributes } from 'react';

export const USER_TEXT = { dir: 'auto' } as const;

export function UserText(props: HTMLAttributes<HTMLElement>) {
  return <bdi {...props} />;
}

/** The input types whose text a coach types (the rest hold numbers, dates, choices). */
const TYPED_TEXT = new Set(['text', 'search', 'email', 'url', 'tel', 'password']);

/** dir="auto" for a text a coach types: the field follows what is typed in it, whatever the interface's direction. */
export function typedTextDir(type: string | undefined): 'auto' | undefined {
  return type === undefined || TYPED_TEXT.has(type) ? 'auto' : undefined;
}
