// What the playbook, rotation and practice plan editors' toolbars say of the save, in Italian (document-editor.en.ts).
export default {
  documentEditor: {
    saveState: { saving: 'Salvataggio…', unsaved: 'Modifiche non salvate', notSynced: 'Non sincronizzato', saved: 'Salvato' },
  },
};
