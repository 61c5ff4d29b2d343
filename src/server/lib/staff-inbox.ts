/** "Ligpit <hello@ligpit.ph>" → "hello@ligpit.ph": where messages to staff go (MAIL_FROM's address). */
export function staffInbox(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}
