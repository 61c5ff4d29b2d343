import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { m } from '#src/shared/i18n/messages.ts';
import { type VerifyOwnerCode, verifyOwnerCodeSchema } from '#src/shared/submissions/self-service.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import {
  type OwnerCodeChannel,
  useOwnerCodeDestinations,
  useSendOwnerCode,
  useVerifyOwnerCode,
} from '#src/web/features/tracking/api/self-service-api.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { notify } from '#src/web/lib/toast.ts';
import { CodeDestinationChoice } from './code-destination-choice.tsx';

// Issue 15 (decision 044): someone this browser does not know as the owner asks for a 6-digit code
// sent to the phone or e-mail on file, as they choose (issue 24); the right code shows the cancel and move controls.

const codeTexts = { 'submissions.ownerCodeInvalid': m['submissions.ownerCodeInvalid'] };

function problemOf(error: unknown): string | null {
  if (!error) return null;
  return error instanceof ApiError ? error.message : m['core.somethingWentWrong']();
}

export function OwnerCode({ trackingNumber }: { trackingNumber: string }) {
  const send = useSendOwnerCode(trackingNumber);
  const where = useOwnerCodeDestinations(trackingNumber);
  const destinations = where.data?.destinations ?? [];
  const [chosen, setChosen] = useState<OwnerCodeChannel>();
  // The person's choice, else the server's (e-mail when no SMS provider is configured).
  const channel = chosen ?? where.data?.preferred ?? undefined;
  const sendCode = () => send.mutate(channel);
  const verify = useVerifyOwnerCode(trackingNumber);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<VerifyOwnerCode>({
    defaultValues: { code: '' },
    resolver: zodResolver(verifyOwnerCodeSchema),
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit((input) =>
    verify.mutate(input, {
      onSuccess: () =>
        notify.success({ title: m['tracking.ownerVerifiedTitle'](), description: m['tracking.ownerVerified']() }),
    }),
  );
  // Messages a person must act on stay on the page, not only in a toast.
  const problem = problemOf(send.error) ?? problemOf(verify.error);

  return (
    <section className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm" aria-labelledby="owner-code">
      <h2 id="owner-code" className="font-bold">
        {m['tracking.managePickup']()}
      </h2>
      <p className="mt-1 text-sm text-muted">{m['tracking.ownerCodeIntro']()}</p>
      <CodeDestinationChoice
        name="owner-code-channel"
        destinations={destinations}
        channel={channel}
        onChoose={setChosen}
      />
      {!send.data ? (
        <Button className="mt-3" variant="outline" size="sm" disabled={send.isPending} onClick={sendCode}>
          <KeyRound />
          {m['tracking.sendOwnerCode']()}
        </Button>
      ) : (
        <form onSubmit={submit} noValidate className="mt-3 space-y-3">
          <p role="status" className="text-sm font-semibold">
            {m['tracking.ownerCodeSent']({ destination: send.data.destination })}
          </p>
          <Field
            label={m['tracking.ownerCodeLabel']()}
            error={fieldError(errors.code?.message, codeTexts)}
            className="max-w-48"
          >
            {(p) => (
              <Input {...p} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...register('code')} />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={verify.isPending}>
              {m['tracking.verifyOwnerCode']()}
            </Button>
            <Button variant="ghost" size="sm" disabled={send.isPending} onClick={sendCode}>
              {m['tracking.sendOwnerCode']()}
            </Button>
          </div>
        </form>
      )}
      {problem && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
    </section>
  );
}
