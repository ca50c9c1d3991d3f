// What the editors' toolbars say of the save, in Lithuanian (document-editor.en.ts).
export default {
  documentEditor: {
    saveState: { saving: 'Išsaugoma…', unsaved: 'Neišsaugoti pakeitimai', notSynced: 'Nesinchronizuota', saved: 'Išsaugota' },
  },
};
