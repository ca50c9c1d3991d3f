// Public share links for a play, playbook, rotation or practice plan (spec §2).
import { useMutation } from '@tanstack/react-query';
import { api } from './api-client';

export type ShareKind = 'play' | 'playbook' | 'rotation' | 'practice-plan';

export interface ShareLink {
  token: string;
  url: string;
}

export function createShareLink(input: { kind: ShareKind; id: string }): Promise<ShareLink> {
  return api.post<ShareLink>('/share', input);
}

export function useCreateShareLink() {
  return useMutation({ mutationFn: createShareLink });
}

export function revokeShareLink(token: string): Promise<void> {
  return api.delete<void>(`/share/${encodeURIComponent(token)}`);
}
