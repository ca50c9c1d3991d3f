// The classic view of a playbook (detail and share pages) in German (playbook-view.en.ts).
export default {
  playbookView: {
    contents: 'Inhalt',
    coverImage: 'Titelbild',
    textImage: 'Bild der Textseite',
    coverImageBlocked: 'Das Titelbild wird nicht angezeigt: Hier erscheinen nur Bilder von sicheren (https://) Adressen.',
    emptyChapter: 'Noch nichts in diesem Kapitel.',
    playMissing: 'Dieser Spielzug wurde gelöscht oder ist nicht mehr geteilt.',
    openPlay: '{{title}} öffnen',
    animate: 'Animieren',
    animateName: '{{title}} animieren',
    play: 'Abspielen',
    pause: 'Anhalten',
    restart: 'Neu starten',
    close: 'Animation schließen',
  },
};
