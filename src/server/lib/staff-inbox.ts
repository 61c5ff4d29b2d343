/** "Ligpit <hello@ligpit.ph>" → "hello@ligpit.ph": the address of a mailbox as MAIL_FROM writes it. */
export function mailboxAddress(mailbox: string): string {
  return /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox.trim();
}
