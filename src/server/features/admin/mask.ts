// Notification recipients are shown masked on the review screen: staff see the request's full
// contact details already, and the list must not become a second copy of them in screenshots.

/** "j•••@gmail.com" */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** "+63 9•• ••• 4567" */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 10) return '•••';
  const local = digits.slice(-10);
  return `+63 ${local[0]}•• ••• ${local.slice(-4)}`;
}

export function maskRecipient(channel: string, recipient: string): string {
  return channel === 'email' ? maskEmail(recipient) : maskPhone(recipient);
}
