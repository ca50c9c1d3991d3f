// What the editors' toolbars say of the save, in Turkish (document-editor.en.ts).
export default {
  documentEditor: {
    saveState: { saving: 'Kaydediliyor…', unsaved: 'Kaydedilmemiş değişiklikler', notSynced: 'Eşitlenmedi', saved: 'Kaydedildi' },
  },
};
