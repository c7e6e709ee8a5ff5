import type { Image } from '@heartline/contracts/schemas';
import { imageSources, type ImageSlotName } from '../lib/image-sources';

interface ProfilePhotoProps {
  image: Pick<Image, 'path' | 'webp'> | undefined;
  /** Where it is shown: decides the sizes offered and the `sizes` the browser picks with. */
  slot: ImageSlotName;
  alt: string;
  loading?: 'lazy' | 'eager';
  /** The page's main photo, the largest thing on first paint. */
  priority?: boolean;
  /** A class for the `<picture>`, for the place that lays it out. */
  className?: string;
}

/** A photo in the size its slot shows it, as WebP where the browser takes it; nothing without an image. */
export function ProfilePhoto({ image, slot, alt, loading, priority, className }: ProfilePhotoProps) {
  const sources = imageSources(image, slot);
  if (!sources) return null;
  return (
    <picture className={className ? `profile-photo ${className}` : 'profile-photo'}>
      {sources.webpSrcSet && <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sources.sizes} />}
      <img
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sources.sizes}
        alt={alt}
        loading={loading}
        decoding="async"
        draggable={false}
        {...(priority && { fetchPriority: 'high' as const })}
      />
    </picture>
  );
}
