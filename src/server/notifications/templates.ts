// Every message the service sends, in one module (issue 3: "Templates in one module").
// Plain text first; e-mails also get a simple HTML body.

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Wraps paragraphs in a minimal, mail-client-safe layout. */
export function emailLayout(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  return `<!doctype html><html><body style="margin:0;background:#f6f7f4;font-family:Arial,sans-serif;color:#1f2a24">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="font-size:22px;font-weight:bold;color:#1f6f4a;margin-bottom:16px">Ligpit</div>
<div style="background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}</div>
<p style="font-size:12px;color:#6b7770;margin-top:16px">Ligpit · Decluttering pickups across Metro Manila</p>
</div></body></html>`;
}

export function verifyEmail(input: { url: string }): EmailContent {
  return {
    subject: 'Confirm your Ligpit e-mail address',
    text: `Welcome to Ligpit! Confirm your e-mail address by opening this link:\n\n${input.url}\n\nIf you did not sign up, you can ignore this e-mail.`,
    html: emailLayout('Confirm your e-mail address', [
      'Welcome to Ligpit! Confirm your e-mail address to finish signing up.',
      `<a href="${escapeHtml(input.url)}" style="color:#1f6f4a;font-weight:bold">Confirm my e-mail address</a>`,
      'If you did not sign up, you can ignore this e-mail.',
    ]),
  };
}

export function passwordResetEmail(input: { url: string }): EmailContent {
  return {
    subject: 'Reset your Ligpit password',
    text: `Someone asked to reset the password of your Ligpit account. Open this link to choose a new one:\n\n${input.url}\n\nIf it was not you, you can ignore this e-mail.`,
    html: emailLayout('Reset your password', [
      'Someone asked to reset the password of your Ligpit account.',
      `<a href="${escapeHtml(input.url)}" style="color:#1f6f4a;font-weight:bold">Choose a new password</a>`,
      'If it was not you, you can ignore this e-mail.',
    ]),
  };
}
