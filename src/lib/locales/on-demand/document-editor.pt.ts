// What the editors' toolbars say of the save, in Portuguese (document-editor.en.ts).
export default {
  documentEditor: {
    saveState: { saving: 'Salvando…', unsaved: 'Alterações não salvas', notSynced: 'Não sincronizado', saved: 'Salvo' },
  },
};
