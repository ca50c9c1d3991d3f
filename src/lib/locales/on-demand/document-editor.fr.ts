// What the playbook, rotation and practice plan editors' toolbars say of the save, in French (document-editor.en.ts).
export default {
  documentEditor: {
    saveState: { saving: 'Enregistrement…', unsaved: 'Modifications non enregistrées', notSynced: 'Non synchronisé', saved: 'Enregistré' },
  },
};
