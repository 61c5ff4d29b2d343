import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** A photo's thumbnail, or a placeholder when there is none or it does not load. */
export function Thumb({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div className={`flex items-center justify-center bg-brand-50 text-brand-200 ${className ?? ''}`}>
        <ImageOff className="size-6" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setBroken(true)}
      className={`object-cover ${className ?? ''}`}
    />
  );
}
