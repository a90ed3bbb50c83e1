import type { TPublicExpert } from '@app/shared';

/** An expert's photo, or their initials in its place (decorative: the name is beside it). */
export function ExpertPhoto({ expert, size }: { expert: TPublicExpert; size: 'small' | 'large' }) {
  const className = `expert-photo expert-photo-${size}`;
  if (expert.image_url) {
    return <img className={className} src={expert.image_url} alt="" loading="lazy" decoding="async" />;
  }
  return (
    <span className={`${className} expert-initials`} aria-hidden="true">
      {(expert.name[0] ?? '') + (expert.surname[0] ?? '')}
    </span>
  );
}
