import type { Database } from '../../db/database.ts';
import { languageOfBox } from './message-language.service.ts';
import { applicationInvalidText } from './message-texts.ts';
import { insertMessage } from './messages.repository.ts';

/** A vehicle application that became INVALID because vehicles it named left the owner. */
export interface InvalidApplication {
  applicationId: number;
  applicantUserId: string;
  marks: string[];
}

/**
 * Tells each applicant, in their personal box and language, that their application ended because its
 * vehicle left the owner. Keyed on the application: it becomes INVALID once, whether a synchronisation or
 * the owner's approval found the vehicle gone. Answers how many messages were written.
 */
export async function tellApplicantsOfInvalidApplications(
  db: Database,
  invalid: readonly InvalidApplication[],
): Promise<number> {
  let written = 0;
  for (const a of invalid) {
    const box = { userId: a.applicantUserId, agentId: 0 };
    const language = await languageOfBox(db, box);
    const text = applicationInvalidText(a.marks, language);
    const id = await insertMessage(db, {
      ...box,
      language,
      category: 'SYSTEM',
      title: text.title,
      body: text.body,
      dedupeKey: `application-invalid:${a.applicationId}`,
    });
    if (id !== undefined) written += 1;
  }
  return written;
}
