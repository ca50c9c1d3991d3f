// The classic view of a playbook in Italian (playbook-view.en.ts).
export default {
  playbookView: {
    contents: 'Indice',
    coverImage: 'Immagine di copertina',
    textImage: 'Immagine della pagina di testo',
    coverImageBlocked: 'L’immagine di copertina non è mostrata: qui si possono mostrare solo immagini da indirizzi sicuri (https://).',
    emptyChapter: 'Ancora niente in questo capitolo.',
    playMissing: 'Questo schema è stato eliminato o non è più condiviso.',
    openPlay: 'Apri {{title}}',
    animate: 'Anima',
    animateName: 'Anima {{title}}',
    play: 'Riproduci',
    pause: 'Pausa',
    restart: 'Ricomincia',
    close: 'Chiudi l’animazione',
  },
};
