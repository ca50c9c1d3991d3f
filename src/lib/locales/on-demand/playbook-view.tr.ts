// The classic view of a playbook in Turkish (playbook-view.en.ts).
export default {
  playbookView: {
    contents: 'İçindekiler',
    coverImage: 'Kapak resmi',
    textImage: 'Metin sayfasının resmi',
    coverImageBlocked: 'Kapak resmi gösterilmiyor: burada yalnızca güvenli (https://) adreslerden gelen resimler gösterilebilir.',
    emptyChapter: 'Bu bölümde henüz bir şey yok.',
    playMissing: 'Bu oyun silindi ya da artık paylaşılmıyor.',
    openPlay: 'Aç: {{title}}',
    animate: 'Canlandır',
    animateName: 'Canlandır: {{title}}',
    play: 'Oynat',
    pause: 'Duraklat',
    restart: 'Yeniden başlat',
    close: 'Animasyonu kapat',
  },
};
