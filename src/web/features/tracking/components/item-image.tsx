import { useEffect, useRef, useState } from 'react';

// product.md §2: "a placeholder image shows if an image fails to load". Inline, so it shows offline too.
export const placeholderImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#eef7f1"/><rect x="16" y="19" width="32" height="26" rx="4" fill="none" stroke="#acd8bf" stroke-width="3"/><circle cx="26" cy="28" r="3.5" fill="#acd8bf"/><path d="M19 42l9-9 6 6 5-4 7 7" fill="none" stroke="#acd8bf" stroke-width="3" stroke-linejoin="round"/></svg>',
)}`;

export function ItemImage({ src, alt, className }: { src: string | undefined; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered image may fail before React listens for its error event: look once it does.
  useEffect(() => {
    const element = image.current;
    if (src && element?.complete && element.naturalWidth === 0 && element.currentSrc) setFailed(true);
  }, [src]);
  const showPlaceholder = failed || !src;
  return (
    <img
      ref={image}
      src={showPlaceholder ? placeholderImage : src}
      alt={alt}
      data-placeholder={showPlaceholder || undefined}
      loading="lazy"
      decoding="async"
      width={64}
      height={64}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
