// A play's videos as links opened in a new tab (no referrer, no opener), each with its note: a play's
// page and a playbook's classic view list them alike. Only web addresses become links: the stored
// URL is the coach's text, and a `javascript:` one must never run on a shared page.
import type { PlayData } from '../../engine/index';

function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

export function PlayVideos({ videos }: { videos: PlayData['settings']['videos'] }) {
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {videos.map((video, index) => (
        <li key={`${video.url}-${index}`}>
          {isWebAddress(video.url) ? (
            <a href={video.url} target="_blank" rel="noreferrer noopener" className="font-medium break-all text-primary-ink hover:underline">
              {video.url}
            </a>
          ) : (
            <span className="font-medium break-all">{video.url}</span>
          )}
          {video.note && <p className="text-muted">{video.note}</p>}
        </li>
      ))}
    </ul>
  );
}
