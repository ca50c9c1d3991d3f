// The classic view of a playbook (detail and share pages) in Greek (playbook-view.en.ts).
export default {
  playbookView: {
    contents: 'Περιεχόμενα',
    coverImage: 'Εικόνα εξωφύλλου',
    textImage: 'Εικόνα της σελίδας κειμένου',
    coverImageBlocked: 'Η εικόνα εξωφύλλου δεν εμφανίζεται: εδώ εμφανίζονται μόνο εικόνες από ασφαλείς (https://) διευθύνσεις.',
    emptyChapter: 'Δεν υπάρχει ακόμη τίποτα σε αυτό το κεφάλαιο.',
    playMissing: 'Αυτό το σύστημα διαγράφηκε ή δεν κοινοποιείται πια.',
    openPlay: 'Άνοιγμα: {{title}}',
    animate: 'Κίνηση',
    animateName: 'Κίνηση: {{title}}',
    play: 'Αναπαραγωγή',
    pause: 'Παύση',
    restart: 'Από την αρχή',
    close: 'Κλείσιμο της κίνησης',
  },
};
