import { type ReactNode, useState } from 'react';
import { imageUrl } from '../lib/conference';

/** Narrower than this, a picture stretched over a card or a page header only blurs: left out. */
const MIN_WIDTH = 160;

/**
 * A conference's picture (decorative: the title says what it is). Missing, broken or too small
 * (a thumbnail, a logo), it gives way to `fallback`.
 */
export function ConferenceImage({
  name,
  className,
  width,
  height,
  fallback = null,
}: {
  name: string;
  className: string;
  width: number;
  height: number;
  fallback?: ReactNode;
}) {
  const [unusable, setUnusable] = useState(false);
  if (!name || unusable) return fallback;
  return (
    <img
      className={className}
      src={imageUrl(name)}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      onLoad={(e) => e.currentTarget.naturalWidth < MIN_WIDTH && setUnusable(true)}
      onError={() => setUnusable(true)}
    />
  );
}
