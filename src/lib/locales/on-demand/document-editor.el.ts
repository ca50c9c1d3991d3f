// What the playbook, rotation and practice plan editors' toolbars say of the save, in Greek (document-editor.en.ts).
export default {
  documentEditor: {
    saveState: { saving: 'Αποθήκευση…', unsaved: 'Μη αποθηκευμένες αλλαγές', notSynced: 'Δεν συγχρονίστηκε', saved: 'Αποθηκεύτηκε' },
  },
};
