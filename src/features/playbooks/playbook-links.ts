// The playbook editor's address (spec §2 playbook-editor), apart from the editor so that the list and
// the new-playbook dialog linking to it do not load it.
export const playbookEditorPath = (playbookId: string): string => `/dashboard/playbook-editor?playbook_id=${encodeURIComponent(playbookId)}`;
