// What the playbook, rotation and practice plan editors' toolbars say of the save (editor-kit's
// document-status.tsx; loaded with those editors; see README.md beside this file).
export default {
  documentEditor: {
    saveState: { saving: 'Saving…', unsaved: 'Unsaved changes', notSynced: 'Not synced', saved: 'Saved' },
  },
};
