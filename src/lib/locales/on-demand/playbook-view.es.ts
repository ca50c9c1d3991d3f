// The classic view of a playbook in Spanish (playbook-view.en.ts).
export default {
  playbookView: {
    contents: 'Índice',
    coverImage: 'Imagen de portada',
    textImage: 'Imagen de la página de texto',
    coverImageBlocked: 'La imagen de portada no se muestra: aquí solo se pueden mostrar imágenes de direcciones seguras (https://).',
    emptyChapter: 'Aún no hay nada en este capítulo.',
    playMissing: 'Esta jugada se ha eliminado o ya no se comparte.',
    openPlay: 'Abrir {{title}}',
    animate: 'Animar',
    animateName: 'Animar {{title}}',
    play: 'Reproducir',
    pause: 'Pausa',
    restart: 'Reiniciar',
    close: 'Cerrar la animación',
  },
};
