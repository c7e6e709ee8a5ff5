import { useEffect, useRef, useState } from 'react';
import type { Image } from '@heartline/contracts/schemas';
import type { ImageSlotName } from '../lib/image-sources';
import { ProfilePhoto } from './profile-photo';

/** Member spec §9: lazy images load 200 px before they enter the view. */
export const LAZY_IMAGE_ROOT_MARGIN = '200px';

interface LazyImageProps {
  image: Pick<Image, 'path' | 'webp'> | undefined;
  slot: ImageSlotName;
  alt: string;
  className?: string;
  /** One of the first row's photos: loaded at once, first (fetchpriority high), never deferred. */
  priority?: boolean;
}

/**
 * A photo whose sources are set only when it comes within 200 px of the viewport. The box keeps
 * its size before and after loading (aspect ratio in CSS), so a restored scroll position lands
 * on the same card.
 */
export function LazyImage({ image, slot, alt, className, priority = false }: LazyImageProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers), load at once; the first row's photos too.
  const [near, setNear] = useState(() => priority || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const box = ref.current;
    if (!box || near || !image) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_IMAGE_ROOT_MARGIN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near, image]);

  return (
    <div ref={ref} className={`lazy-image ${className ?? ''}`.trim()}>
      {image && near ? (
        <ProfilePhoto image={image} slot={slot} alt={alt} priority={priority} loading={priority ? 'eager' : undefined} />
      ) : (
        <span className="lazy-image-placeholder" role="img" aria-label={alt} />
      )}
    </div>
  );
}
