// A person's round picture, or their initials when they have none or its link is broken.
import { useState } from 'react';

/** Up to two initials of a name: "Ada Lovelace" → "AL". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

export function Avatar({ name, picture, size = 40 }: { name: string; picture?: string | null; size?: number }) {
  // The link that failed to load: a new link is tried again.
  const [brokenPicture, setBrokenPicture] = useState<string | null>(null);
  return picture && picture !== brokenPicture ? (
    <img src={picture} alt="" width={size} height={size} className="rounded-full object-cover" style={{ width: size, height: size }} onError={() => setBrokenPicture(picture)} />
  ) : (
    // The initials are drawn by CSS, so the button's name stays the label screen readers hear.
    <span
      data-initials={initials(name) || '?'}
      className="flex items-center justify-center rounded-full bg-primary-strong text-sm font-semibold text-white before:content-[attr(data-initials)]"
      style={{ width: size, height: size }}
      aria-hidden="true"
    />
  );
}
