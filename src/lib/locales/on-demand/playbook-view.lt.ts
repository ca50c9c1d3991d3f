// The classic view of a playbook in Lithuanian (playbook-view.en.ts).
export default {
  playbookView: {
    contents: 'Turinys',
    coverImage: 'Viršelio paveikslėlis',
    textImage: 'Teksto puslapio paveikslėlis',
    coverImageBlocked: 'Viršelio paveikslėlis nerodomas: čia galima rodyti tik paveikslėlius iš saugių (https://) adresų.',
    emptyChapter: 'Šiame skyriuje dar nieko nėra.',
    playMissing: 'Šis derinys buvo ištrintas arba nebebendrinamas.',
    openPlay: 'Atidaryti: {{title}}',
    animate: 'Animuoti',
    animateName: 'Animuoti: {{title}}',
    play: 'Leisti',
    pause: 'Pristabdyti',
    restart: 'Pradėti iš naujo',
    close: 'Uždaryti animaciją',
  },
};
