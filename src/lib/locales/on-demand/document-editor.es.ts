// What the editors' toolbars say of the save, in Spanish (document-editor.en.ts).
export default {
  documentEditor: {
    saveState: { saving: 'Guardando…', unsaved: 'Cambios sin guardar', notSynced: 'Sin sincronizar', saved: 'Guardado' },
  },
};
