// The classic view of a playbook in Portuguese (playbook-view.en.ts).
export default {
  playbookView: {
    contents: 'Sumário',
    coverImage: 'Imagem da capa',
    textImage: 'Imagem da página de texto',
    coverImageBlocked: 'A imagem da capa não é mostrada: aqui só podem ser mostradas imagens de endereços seguros (https://).',
    emptyChapter: 'Ainda não há nada neste capítulo.',
    playMissing: 'Esta jogada foi excluída ou não é mais compartilhada.',
    openPlay: 'Abrir {{title}}',
    animate: 'Animar',
    animateName: 'Animar {{title}}',
    play: 'Reproduzir',
    pause: 'Pausar',
    restart: 'Reiniciar',
    close: 'Fechar a animação',
  },
};
