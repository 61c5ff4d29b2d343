import { SwitchCamera, X } from 'lucide-react';
import { m } from '#src/shared/i18n/messages.ts';
import { cn } from '#src/web/lib/cn.ts';
import type { CaptureMode } from './use-shots.ts';

const roundButton = 'flex size-12 items-center justify-center rounded-full bg-white/10 hover:bg-white/20';

/** Close, the Quick/Preview toggle and, with more than one camera, the switch (product.md §2 "Camera overlay"). */
export function CameraTopBar({
  mode,
  onModeChange,
  showControls,
  canSwitch,
  onSwitch,
  onClose,
}: {
  mode: CaptureMode;
  onModeChange: (mode: CaptureMode) => void;
  /** False while the camera cannot be used: only Close is left. */
  showControls: boolean;
  canSwitch: boolean;
  onSwitch: () => void;
  onClose: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-2 px-3 pb-2 pt-[max(0.75rem,env(safe-area-inset-top))]">
      <button type="button" onClick={onClose} aria-label={m['photos.closeCamera']()} className={roundButton}>
        <X className="size-6" />
      </button>
      {showControls && (
        <fieldset className="flex rounded-full bg-white/10 p-1 text-sm font-semibold">
          <legend className="sr-only">{m['photos.cameraMode']()}</legend>
          {(['quick', 'preview'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              onClick={() => onModeChange(value)}
              className={cn(
                'h-10 rounded-full px-4 transition-colors',
                mode === value ? 'bg-white text-black' : 'text-white/85 hover:text-white',
              )}
            >
              {value === 'quick' ? m['photos.modeQuick']() : m['photos.modePreview']()}
            </button>
          ))}
        </fieldset>
      )}
      {canSwitch && showControls ? (
        <button type="button" onClick={onSwitch} aria-label={m['photos.switchCamera']()} className={roundButton}>
          <SwitchCamera className="size-6" />
        </button>
      ) : (
        <span className="size-12" aria-hidden="true" />
      )}
    </div>
  );
}
