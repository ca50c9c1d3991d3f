// The videos, images and audio screens (issue 18) in Arabic.

/** The six Arabic plural forms of one key. */
function plural(key: string, forms: { one: string; two?: string; few?: string; other: string }): Record<string, string> {
  return {
    [`${key}_zero`]: forms.other,
    [`${key}_one`]: forms.one,
    [`${key}_two`]: forms.two ?? forms.other,
    [`${key}_few`]: forms.few ?? forms.other,
    [`${key}_many`]: forms.other,
    [`${key}_other`]: forms.other,
  };
}

const arabic = {
  media: {
    title: { videos: 'الفيديوهات', images: 'الصور', audio: 'الصوتيات' },
    ...plural('total', { one: 'ملف واحد', two: 'ملفان', few: '{{count}} ملفات', other: '{{count}} ملفًا' }),
    search: { videos: 'ابحث في الفيديوهات', images: 'ابحث في الصور', audio: 'ابحث في المقاطع الصوتية' },
    emptyTitle: { videos: 'لا توجد فيديوهات بعد', images: 'لا توجد صور بعد', audio: 'لا توجد مقاطع صوتية بعد' },
    emptyDescription: 'ارفع الملفات بالزر، أو أفلتها هنا.',
    noTeam: 'لست في فريق بعد. أنشئ فريقًا أو اطلب الانضمام إلى فريق لحفظ ملفاته.',
    upload: 'رفع',
    dropHere: 'أفلت الملفات هنا لرفعها',
    uploads: 'عمليات الرفع',
    uploading: 'جارٍ الرفع {{percent}}٪',
    waiting: 'بانتظار الرفع',
    uploaded: 'تم الرفع',
    uploadFailed: 'فشل الرفع: {{error}}',
    unreachable: 'فشل الرفع: تعذّر الوصول إلى الخادم. أعد المحاولة، أو يستأنف الرفع وحده عند عودة الاتصال.',
    cancel: 'إلغاء رفع {{name}}',
    retry: 'إعادة المحاولة',
    clearDone: 'مسح عمليات الرفع المنتهية',
    status: { finished: 'اكتملت المعالجة', failed: 'فشل الرفع', processing: 'قيد المعالجة' },
    keptAsUploaded: 'حُفظ كما رُفع: قد لا يعمل في كل المتصفحات.',
    duration: 'المدة {{duration}}',
    waveform: 'الموجة الصوتية لـ {{title}}',
    edit: 'إعادة التسمية والملاحظات',
    editTitle: 'تعديل {{title}}',
    name: 'الاسم',
    notes: 'الملاحظات',
    save: 'حفظ',
    saved: 'تم الحفظ',
    delete: 'حذف',
    deleted: 'حُذف {{title}}',
    deleteTitle: 'حذف {{title}}؟',
    deleteDescription: 'يُحذف الملف لكل أعضاء الفريق.',
    inUseTitle: 'هذا الملف مستخدم',
    inUseDescription: 'حذفه يزيله من:',
    inUsePlay: 'الخطة «{{title}}»',
    inUsePlaybook: 'كتاب الخطط «{{title}}»',
    deleteAnyway: 'احذفه على أي حال',
    actions: 'إجراءات {{title}}',
    open: 'فتح {{title}}',
    pick: {
      video: 'اختر فيديو من الفريق',
      image: 'اختر صورة من الفريق',
      none: 'لا توجد ملفات من هذا النوع لدى الفريق بعد: ارفع واحدًا.',
      choose: 'اختيار',
      uploadNew: 'رفع ملف جديد',
      note: 'ملاحظة',
      attach: 'إرفاق',
      search: 'ابحث في فيديوهات الفريق',
      noTeam: 'احفظ الخطة في فريق أولًا: فيديوهاتها هي فيديوهات الفريق.',
      videoNote: 'ملاحظة على {{title}}',
    },
    player: { unavailable: 'هذا الفيديو غير متاح.', processing: 'هذا الفيديو قيد المعالجة.', youtube: 'شاهد على يوتيوب', link: 'افتح الفيديو' },
  },
};

export default arabic;
