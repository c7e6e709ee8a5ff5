import { useEffect, useRef, useState } from 'react';

/** Member spec §9: lazy images load 200 px before they enter the view. */
export const LAZY_IMAGE_ROOT_MARGIN = '200px';

interface LazyImageProps {
  src: string | undefined;
  alt: string;
  className?: string;
}

/**
 * An image whose URL is set only when it comes within 200 px of the viewport. The box keeps
 * its size before and after loading (aspect ratio in CSS), so a restored scroll position lands
 * on the same card.
 */
export function LazyImage({ src, alt, className }: LazyImageProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers), load at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const box = ref.current;
    if (!box || near || !src) return;
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
  }, [near, src]);

  return (
    <div ref={ref} className={`lazy-image ${className ?? ''}`.trim()}>
      {src && near ? <img src={src} alt={alt} decoding="async" /> : <span className="lazy-image-placeholder" role="img" aria-label={alt} />}
    </div>
  );
}
