// The classic view of a playbook in Russian (playbook-view.en.ts).
export default {
  playbookView: {
    contents: 'Содержание',
    coverImage: 'Картинка обложки',
    textImage: 'Картинка текстовой страницы',
    coverImageBlocked: 'Картинка обложки не показана: здесь можно показывать только картинки с защищённых адресов (https://).',
    emptyChapter: 'В этом разделе пока ничего нет.',
    playMissing: 'Эта комбинация удалена или больше не доступна.',
    openPlay: 'Открыть «{{title}}»',
    animate: 'Анимация',
    animateName: 'Анимация «{{title}}»',
    play: 'Воспроизвести',
    pause: 'Пауза',
    restart: 'Сначала',
    close: 'Закрыть анимацию',
  },
};
