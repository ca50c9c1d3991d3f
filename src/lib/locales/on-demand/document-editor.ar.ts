export default {
  documentEditor: {
    saveState: { saving: 'جارٍ الحفظ…', unsaved: 'تغييرات غير محفوظة', notSynced: 'غير متزامن', saved: 'تم الحفظ' },
  },
};
