// The classic view of a playbook in Chinese (Simplified) (playbook-view.en.ts).
export default {
  playbookView: {
    contents: '目录',
    coverImage: '封面图片',
    textImage: '文字页的图片',
    coverImageBlocked: '封面图片未显示：这里只能显示来自安全地址（https://）的图片。',
    emptyChapter: '这一章还没有内容。',
    playMissing: '这个战术已被删除或不再分享。',
    openPlay: '打开 {{title}}',
    animate: '播放动画',
    animateName: '播放 {{title}} 的动画',
    play: '播放',
    pause: '暂停',
    restart: '重新开始',
    close: '关闭动画',
  },
};
