// The editors' save state in Serbian (document-editor.en.ts).
export default {
  documentEditor: {
    saveState: { saving: 'Чување…', unsaved: 'Несачуване промене', notSynced: 'Није синхронизовано', saved: 'Сачувано' },
  },
};
