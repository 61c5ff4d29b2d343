import { ShieldX } from 'lucide-react';
import { type FormEvent, useCallback, useState } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import type { OwnerCodeSent } from '#src/shared/submissions/self-service.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { eraseWithCode, sendEraseCode } from '#src/web/features/tracking/api/erase-api.ts';
import { type OwnerCodeChannel, useOwnerCodeDestinations } from '#src/web/features/tracking/api/self-service-api.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { usePaintedForm } from '#src/web/lib/painted-form.ts';
import { CodeDestinationChoice } from './code-destination-choice.tsx';

// Issue 26 (RA 10173): from the tracking page, a household erases its request's personal data with
// a one-time code sent to the request's own phone or e-mail, as it chooses (issue 40).

export function EraseRequest({ trackingNumber }: { trackingNumber: string }) {
  const [sent, setSent] = useState<OwnerCodeSent | null>(null);
  // Issue 40: the phone or the e-mail on file, as the person chooses (as the owner code offers); the
  // server's default is e-mail when no SMS provider would deliver.
  // Asked for only once the person reaches for this panel: every household of an SMS wave opens its
  // result page, and few of them erase (issue 35: one request a visit, not two). Until then a code
  // goes where the server prefers.
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  const where = useOwnerCodeDestinations(trackingNumber, reached);
  const destinations = where.data?.destinations ?? [];
  const [chosen, setChosen] = useState<OwnerCodeChannel>();
  const channel = chosen ?? where.data?.preferred ?? undefined;
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function run(step: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await step();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : m['core.somethingWentWrong']());
    } finally {
      setBusy(false);
    }
  }
  const sendCode = () =>
    run(async () => {
      setSent(await sendEraseCode(trackingNumber, channel));
    });
  // Issue 36 (decision 084): the server paints the first step; "Send the code" pressed before the app
  // took the page over is held by the page's boot script and sent again now, with the channel chosen.
  const adopt = useCallback((name: string, value: unknown) => {
    if (name === 'erase-code-channel' && (value === 'sms' || value === 'email')) setChosen(value);
  }, []);
  const painted = usePaintedForm<{ 'erase-code-channel': OwnerCodeChannel }>(adopt);
  const erase = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await eraseWithCode(trackingNumber, code);
      setDone(true);
    });
  };

  return (
    <section
      className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm"
      aria-labelledby="erase-request"
      onPointerEnter={reach}
      onTouchStart={reach}
      onFocus={reach}
    >
      <h2 id="erase-request" className="font-bold">
        {done ? m['tracking.eraseDoneTitle']() : m['tracking.eraseTitle']()}
      </h2>
      {done ? (
        <p role="status" className="mt-1 text-sm">
          {m['tracking.eraseDone']()}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{m['tracking.eraseIntro']()}</p>
          {!sent ? (
            <form
              {...painted}
              onSubmit={(event) => {
                event.preventDefault();
                void sendCode();
              }}
            >
              <CodeDestinationChoice
                name="erase-code-channel"
                destinations={destinations}
                channel={channel}
                onChoose={setChosen}
              />
              <Button type="submit" className="mt-3" variant="outline" size="sm" disabled={busy}>
                <ShieldX />
                {m['tracking.eraseSendCode']()}
              </Button>
            </form>
          ) : (
            <form onSubmit={erase} noValidate className="mt-3 space-y-3">
              <p role="status" className="text-sm font-semibold">
                {m['tracking.ownerCodeSent']({ destination: sent.destination })}
              </p>
              <Field label={m['tracking.ownerCodeLabel']()}>
                {(p) => (
                  <Input
                    {...p}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={code}
                    onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                  />
                )}
              </Field>
              <Button type="submit" size="sm" disabled={busy || code.length !== 6}>
                {m['tracking.eraseConfirm']()}
              </Button>
            </form>
          )}
          {problem && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {problem}
            </p>
          )}
        </>
      )}
    </section>
  );
}
