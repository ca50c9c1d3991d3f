// The classic view of a playbook in Serbian (playbook-view.en.ts).
export default {
  playbookView: {
    contents: 'Садржај',
    coverImage: 'Слика на корици',
    textImage: 'Слика текстуалне странице',
    coverImageBlocked: 'Слика на корици није приказана: овде се приказују само слике са безбедних (https://) адреса.',
    emptyChapter: 'У овом поглављу још нема ничега.',
    playMissing: 'Ова акција је обрисана или више није подељена.',
    openPlay: 'Отвори „{{title}}“',
    animate: 'Анимирај',
    animateName: 'Анимирај „{{title}}“',
    play: 'Пусти',
    pause: 'Пауза',
    restart: 'Из почетка',
    close: 'Затвори анимацију',
  },
};
