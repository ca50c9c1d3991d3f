// The share links' calls as the kit's share dialog takes them (ShareLinks of src/ui/share-dialog.tsx).
import { useCreateShareLink } from './create-share-link';
import { useShareLinks } from './get-share-links';
import { useRevokeShareLink } from './revoke-share-link';

export const shareLinks = { useLinks: useShareLinks, useCreate: useCreateShareLink, useRevoke: useRevokeShareLink };
