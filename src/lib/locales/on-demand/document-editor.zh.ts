// What the playbook, rotation and practice plan editors' toolbars say of the save, in Chinese (Simplified) (document-editor.en.ts).
export default {
  documentEditor: {
    saveState: { saving: '正在保存…', unsaved: '有未保存的更改', notSynced: '未同步', saved: '已保存' },
  },
};
