/** One SMS or e-mail as the sandbox outbox lists it (JSON form), newest first. */
export interface OutboxMessage {
  channel: string;
  /** The sender name or address the message went out from. */
  sender?: string | null;
  recipient: string;
  body: string;
}

/** The messages the sandbox outbox holds for a recipient. */
export async function outboxOf(baseUrl: string, recipient: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${baseUrl}/sandbox/outbox?format=json&recipient=${encodeURIComponent(recipient)}`);
  return ((await res.json()) as { data: OutboxMessage[] }).data;
}

/** Waits (up to 20 s) until the outbox holds a message for the recipient that mentions `text`; answers them all. */
export async function waitForOutbox(baseUrl: string, recipient: string, text: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = (await outboxOf(baseUrl, recipient)).filter((m) => m.body.includes(text));
    if (found.length > 0 || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
}
