// The classic view of a playbook in French (playbook-view.en.ts).
export default {
  playbookView: {
    contents: 'Sommaire',
    coverImage: 'Image de couverture',
    textImage: 'Image de la page de texte',
    coverImageBlocked: 'L’image de couverture n’est pas affichée : seules les images d’adresses sécurisées (https://) peuvent s’afficher ici.',
    emptyChapter: 'Rien dans ce chapitre pour l’instant.',
    playMissing: 'Ce système a été supprimé ou n’est plus partagé.',
    openPlay: 'Ouvrir {{title}}',
    animate: 'Animer',
    animateName: 'Animer {{title}}',
    play: 'Lecture',
    pause: 'Mettre en pause',
    restart: 'Recommencer',
    close: 'Fermer l’animation',
  },
};
