// What the playbook, rotation and practice plan editors' toolbars say of the save, in German (document-editor.en.ts).
export default {
  documentEditor: {
    saveState: { saving: 'Wird gespeichert…', unsaved: 'Ungespeicherte Änderungen', notSynced: 'Nicht synchronisiert', saved: 'Gespeichert' },
  },
};
