import { Check, X } from 'lucide-react';
import { m } from '#src/shared/i18n/messages.ts';
import { type BadgeTone, progressSteps, stepPercent } from '#src/shared/submissions/status.ts';
import { statusLabel } from '#src/shared/submissions/status-label.ts';
import { cn } from '#src/web/lib/cn.ts';

/**
 * product.md §2/§4: the 4-step bar (Submitted, Processing, Scheduled, Completed), filled (step−1)×33.3 %.
 * The track runs between the first and last dot, so the fill lands on the current step's dot.
 */
export function StatusProgress({ status, step, tone }: { status: string; step: number; tone: BadgeTone }) {
  const stopped = tone === 'red';
  return (
    <div
      role="progressbar"
      aria-label={m['tracking.progress']()}
      aria-valuemin={1}
      aria-valuemax={progressSteps.length}
      aria-valuenow={step}
      aria-valuetext={m['tracking.progressStep']({
        step,
        total: progressSteps.length,
        label: statusLabel(stopped ? status : (progressSteps[step - 1] ?? status)),
      })}
      className="relative"
    >
      {/* Centred on the dots' middle (14 px): 6 px high, so its top at 11 px. */}
      <div className="absolute top-[11px] right-[12.5%] left-[12.5%] h-1.5 rounded-full bg-brand-100">
        <div
          data-testid="progress-fill"
          className={cn('h-full rounded-full transition-[width] duration-500', stopped ? 'bg-red-300' : 'bg-brand-600')}
          style={{ width: `${Number(stepPercent(step).toFixed(1))}%` }}
        />
      </div>
      <ol className="steps relative grid grid-cols-4">
        {progressSteps.map((label, index) => {
          const number = index + 1;
          const done = number < step || (number === step && step === progressSteps.length);
          const current = number === step && !done;
          return (
            <li key={label}>
              <span
                aria-hidden="true"
                className={cn(
                  'step-dot',
                  done &&
                    (stopped ? 'border-red-300 bg-red-300 text-white' : 'border-brand-600 bg-brand-600 text-white'),
                  current &&
                    (stopped
                      ? 'border-red-400 bg-white text-red-600'
                      : 'border-brand-600 bg-white text-brand-700 ring-4 ring-brand-100'),
                  !done && !current && 'border-brand-100 bg-white text-muted',
                )}
              >
                {done ? (
                  <Check className="size-4" strokeWidth={3} />
                ) : current && stopped ? (
                  <X className="size-4" strokeWidth={3} />
                ) : (
                  number
                )}
              </span>
              <span
                className={cn('text-xs font-medium sm:text-sm', number > step && 'text-muted', current && 'font-bold')}
              >
                {statusLabel(label)}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
