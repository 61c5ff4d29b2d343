import { ShieldX } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { buildPath } from '#src/shared/core/path-pattern.ts';
import { m } from '#src/shared/i18n/messages.ts';
import type { EraseRequest as EraseRequestBody } from '#src/shared/submissions/privacy.ts';
import { privacyApi } from '#src/shared/submissions/privacy-api.ts';
import type { OwnerCodeRequest, OwnerCodeSent } from '#src/shared/submissions/self-service.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { useOwnerCodeDestinations } from '#src/web/features/tracking/api/self-service-api.ts';
import { ApiError, api } from '#src/web/lib/api.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { lazyZodResolver, saysWhenUnreachable } from '#src/web/lib/lazy-zod-resolver.ts';
import { usePaintedForm } from '#src/web/lib/painted-form.ts';
import { CodeDestinationChoice } from './code-destination-choice.tsx';

// Issue 26 (RA 10173): from the tracking page, a household erases its request's personal data with
// a one-time code sent to the request's own phone or e-mail, as it chooses (issue 40).

// The server's schemas, with zod, come with the first submit, not with the result page (decision 072).
const askResolver = lazyZodResolver(() =>
  import('#src/shared/submissions/self-service.ts').then((schemas) => schemas.ownerCodeRequestSchema),
);
const eraseResolver = lazyZodResolver(() =>
  import('#src/shared/submissions/privacy.ts').then((schemas) => schemas.eraseRequestSchema),
);
const prepareAsk = () => askResolver.prepare();

const codeTexts = { 'submissions.ownerCodeInvalid': m['submissions.ownerCodeInvalid'] };

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
  const preferred = where.data?.preferred ?? undefined;
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const ask = useForm<OwnerCodeRequest>({ defaultValues: {}, resolver: askResolver });
  // Issue 36 (decision 084): the server paints the first step; "Send the code" pressed before the app
  // took the page over is held by the page's boot script and sent again now, with the channel chosen.
  const painted = usePaintedForm(ask.setValue);
  const confirm = useForm<EraseRequestBody>({
    defaultValues: { code: '' },
    resolver: eraseResolver,
    reValidateMode: 'onSubmit',
  });
  const code = useWatch({ control: confirm.control, name: 'code' });
  const busy = ask.formState.isSubmitting || confirm.formState.isSubmitting;

  async function run(step: () => Promise<void>) {
    setProblem(null);
    try {
      await step();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : m['core.somethingWentWrong']());
    }
  }
  const sendCode = saysWhenUnreachable(
    ask.handleSubmit((input) =>
      run(async () => {
        // The person's choice, else the server's.
        const channel = input.channel ?? preferred;
        setSent(
          await api<OwnerCodeSent>(buildPath(privacyApi.eraseCode, { trackingNumber }), {
            method: 'POST',
            body: channel ? { channel } : {},
          }),
        );
      }),
    ),
  );
  const erase = saysWhenUnreachable(
    confirm.handleSubmit((input) =>
      run(async () => {
        await api(buildPath(privacyApi.erase, { trackingNumber }), { method: 'POST', body: input });
        setDone(true);
      }),
    ),
  );

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
            <form {...painted} onSubmit={sendCode} onFocus={prepareAsk} onPointerDown={prepareAsk} noValidate>
              <Controller
                control={ask.control}
                name="channel"
                render={({ field }) => (
                  <CodeDestinationChoice
                    name={field.name}
                    destinations={destinations}
                    channel={field.value ?? preferred}
                    onChoose={field.onChange}
                  />
                )}
              />
              <Button type="submit" className="mt-3" variant="outline" size="sm" disabled={busy}>
                <ShieldX />
                {m['tracking.eraseSendCode']()}
              </Button>
            </form>
          ) : (
            <form onSubmit={erase} noValidate className="mt-3 space-y-3">
              <p role="status" className="text-sm font-semibold">
                {m['submissions.ownerCodeSent']({ destination: sent.destination })}
              </p>
              <Field
                label={m['submissions.ownerCodeLabel']()}
                error={fieldError(confirm.formState.errors.code?.message, codeTexts)}
              >
                {(p) => (
                  <Controller
                    control={confirm.control}
                    name="code"
                    render={({ field }) => (
                      <Input
                        {...p}
                        name={field.name}
                        ref={field.ref}
                        value={field.value}
                        onBlur={field.onBlur}
                        onChange={(e) => field.onChange(e.target.value.replace(/\D/g, ''))}
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        maxLength={6}
                      />
                    )}
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
