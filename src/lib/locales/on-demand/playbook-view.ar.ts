// The classic view of a playbook in Arabic (playbook-view.en.ts).
export default {
  playbookView: {
    contents: 'المحتويات',
    coverImage: 'صورة الغلاف',
    textImage: 'صورة صفحة النص',
    coverImageBlocked: 'لا تظهر صورة الغلاف: لا تُعرض هنا إلا الصور من عناوين آمنة.',
    emptyChapter: 'لا شيء في هذا الفصل بعد.',
    playMissing: 'حُذفت هذه الخطة أو لم تعد مشاركة.',
    openPlay: 'افتح {{title}}',
    animate: 'تحريك',
    animateName: 'تحريك {{title}}',
    play: 'تشغيل',
    pause: 'إيقاف مؤقت',
    restart: 'من البداية',
    close: 'إغلاق التحريك',
  },
};
