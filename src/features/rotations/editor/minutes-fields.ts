// What the game and minutes panels share: minutes a coach types, kept in seconds.

export const SELECT = 'h-11 w-full rounded-card border border-line bg-surface px-2 text-sm';

export const minutesOf = (seconds: number | undefined) => (seconds === undefined ? '' : String(Math.round((seconds / 60) * 10) / 10));

export const secondsOfMinutes = (text: string): number | undefined => {
  const minutes = Number.parseFloat(text);
  return text.trim() === '' || !Number.isFinite(minutes) || minutes < 0 ? undefined : Math.round(minutes * 60);
};
