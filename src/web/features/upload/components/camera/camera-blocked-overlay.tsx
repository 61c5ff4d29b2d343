import { Camera, ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import { Button } from '#src/web/components/ui/button.tsx';

/** product.md §2: the refusal overlay, with the file picker as the way forward (it can still open the camera app). */
export function CameraBlockedOverlay({ denied, onFiles }: { denied: boolean; onFiles: (files: File[]) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const title = denied ? m['photos.cameraDeniedTitle']() : m['photos.cameraUnavailableTitle']();
  const text = denied ? m['photos.cameraDenied']() : m['photos.cameraUnavailable']();
  return (
    <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-white/10">
        <Camera className="size-8" aria-hidden="true" />
      </span>
      <div className="space-y-2">
        <p className="text-xl font-bold">{title}</p>
        <p className="text-white/80">{text}</p>
      </div>
      <Button size="lg" variant="secondary" onClick={() => inputRef.current?.click()}>
        <ImagePlus />
        {m['photos.choosePhoto']()}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
