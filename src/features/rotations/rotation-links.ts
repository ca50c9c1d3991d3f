// The rotation editor's address (spec §2 rotation-editor), apart from the editor so that the list and
// the rotation's page linking to it do not load it.
export const rotationEditorPath = (rotationId: string): string => `/dashboard/rotation-editor?rotation_id=${encodeURIComponent(rotationId)}`;
