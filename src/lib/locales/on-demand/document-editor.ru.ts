// The editors' save state in Russian (document-editor.en.ts).
export default {
  documentEditor: {
    saveState: { saving: 'Сохранение…', unsaved: 'Несохранённые изменения', notSynced: 'Не синхронизировано', saved: 'Сохранено' },
  },
};
