import { zodResolver } from '@hookform/resolvers/zod';
import { Truck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { crewSignInEmail } from '#src/shared/accounts/crew-login.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { StaffSignInCard, signInFailure, signInStaff } from '#src/web/features/accounts/components/staff-sign-in.tsx';
import { notify } from '#src/web/lib/toast.ts';

// Issue 40 item 7: a signed-out crew member opening /crew signs in right there, with the mobile
// number the office gave them (decision 061), not on the staff page with an "E-mail" field.

const crewSignInSchema = z.object({
  login: z.string().trim().min(1, key('crew.signInMissing')),
  password: z.string().min(1, key('crew.signInMissing')),
});
type CrewSignIn = z.infer<typeof crewSignInSchema>;

export function CrewSignIn() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<CrewSignIn>({
    defaultValues: { login: '', password: '' },
    resolver: zodResolver(crewSignInSchema),
    reValidateMode: 'onSubmit',
  });

  const failed = (description: string) => notify.error({ title: m['crew.signInFailedTitle'](), description });

  const submit = handleSubmit(
    async (values) => {
      try {
        // A crew phone stays signed in: the day is run from it (Remember me, as the staff page's default).
        const role = await signInStaff({
          email: crewSignInEmail(values.login),
          password: values.password,
          rememberMe: true,
        });
        // The crew's day follows from the session; staff who signed in here go to their dashboard.
        if (role === 'crew') return;
        if (role === 'admin') navigate(submissionPages.adminDashboard, { replace: true });
        else failed(m['crew.notCrew']());
      } catch (error) {
        failed(signInFailure(error, m['crew.signInFailed']()));
      }
    },
    () => failed(m['crew.signInMissing']()),
  );

  return (
    <StaffSignInCard
      className="py-8 sm:py-16"
      icon={<Truck className="size-6" />}
      title={m['crew.signInTitle']()}
      intro={m['crew.signInIntro']()}
      login={{
        label: m['crew.mobileLabel'](),
        type: 'tel',
        placeholder: m['crew.mobilePlaceholder'](),
        registration: register('login'),
      }}
      password={register('password')}
      isSubmitting={isSubmitting}
      onSubmit={submit}
    />
  );
}
