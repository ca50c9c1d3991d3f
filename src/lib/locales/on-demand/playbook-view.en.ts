// The classic view of a playbook (its detail page and its share page), loaded with those screens.
export default {
  playbookView: {
    contents: 'Contents',
    coverImage: 'Cover picture',
    textImage: 'Picture of the text page',
    coverImageBlocked: 'The cover picture is not shown: only pictures from secure (https://) addresses can be shown here.',
    emptyChapter: 'Nothing in this chapter yet.',
    playMissing: 'This play was deleted or is no longer shared.',
    openPlay: 'Open {{title}}',
    animate: 'Animate',
    animateName: 'Animate {{title}}',
    play: 'Play',
    pause: 'Pause',
    restart: 'Restart',
    close: 'Close the animation',
  },
};
