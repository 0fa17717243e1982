import JSZip from 'jszip';
import { hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import { FILE_DOWNLOAD_TIMEOUT_MS, FILE_DOWNLOADS_PER_DAY } from '@eticket/domain/messages/file.schemas';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { DownloadFile } from '../../http/send-file.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { boxOf, keptSince } from './message-box.service.ts';
import { countDownload, filesInBox, messagesWithFiles } from './messages.repository.ts';

/** Gives up after the client's 60 s: the caller hears DOWNLOAD_TIMEOUT rather than waiting forever. */
export async function withinTimeLimit<T>(work: Promise<T>, ms = FILE_DOWNLOAD_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError('DOWNLOAD_TIMEOUT')), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Counts one download against the user's day; "no downloads left for the day" when none remain. */
async function spendDownload(db: Database, p: Principal, now: Date) {
  if (!(await countDownload(db, p.userId, hongKongDateOf(now), FILE_DOWNLOADS_PER_DAY)))
    throw new AppError('FILE_DAILY_LIMIT', { count: FILE_DOWNLOADS_PER_DAY });
}

/** Names unique inside a ZIP: a second 'a.pdf' becomes 'a (2).pdf'. */
function uniqueName(name: string, taken: Set<string>) {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n += 1) {
    const dot = name.lastIndexOf('.');
    candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  }
  taken.add(candidate);
  return candidate;
}

const zipOf = (zip: JSZip) =>
  zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });

/**
 * GET /publ/file/download/{fileId}: a file attached to a message of the acting role's box. Any other id
 * (unknown, another box's, expired) is FILE_NOT_FOUND, "file not found or download failed".
 */
export async function downloadFile(
  db: Database,
  p: Principal,
  fileId: string,
  now = new Date(),
): Promise<DownloadFile> {
  return withinTimeLimit(
    (async () => {
      const [file] = await filesInBox(db, boxOf(p), [fileId], keptSince(now));
      if (!file) throw new AppError('FILE_NOT_FOUND');
      await spendDownload(db, p, now);
      return { fileName: file.fileName, contentType: file.contentType, content: Buffer.from(file.content) };
    })(),
  );
}

/** POST /publ/file/downloadAll: the files as one ZIP, all of them the caller's or none (FILE_NOT_FOUND). */
export async function downloadAll(
  db: Database,
  p: Principal,
  fileIds: readonly string[],
  now = new Date(),
): Promise<DownloadFile> {
  return withinTimeLimit(
    (async () => {
      const wanted = [...new Set(fileIds)];
      const files = await filesInBox(db, boxOf(p), wanted, keptSince(now));
      if (files.length !== wanted.length) throw new AppError('FILE_NOT_FOUND');
      await spendDownload(db, p, now);
      const zip = new JSZip();
      const taken = new Set<string>();
      for (const f of files) zip.file(uniqueName(f.fileName, taken), f.content);
      return {
        fileName: `attachments-${hongKongDateOf(now)}.zip`,
        contentType: 'application/zip',
        content: await zipOf(zip),
      };
    })(),
  );
}

/**
 * POST /message/setting/message-download: the chosen messages of the box as one ZIP, a folder per message
 * with its text (title, date, body) and its attachments. Ids of another box are MESSAGE_NOT_FOUND.
 */
export async function downloadMessages(
  db: Database,
  p: Principal,
  messageIds: readonly number[],
  now = new Date(),
): Promise<DownloadFile> {
  return withinTimeLimit(
    (async () => {
      const wanted = [...new Set(messageIds)];
      const found = await messagesWithFiles(db, boxOf(p), wanted, keptSince(now));
      if (found.length !== wanted.length) throw new AppError('MESSAGE_NOT_FOUND');
      await spendDownload(db, p, now);
      const zip = new JSZip();
      for (const { message: m, files } of found) {
        const folder = zip.folder(`${hongKongDateOf(m.createdAt)}-${m.id}`)!;
        folder.file('message.txt', `${m.title}\n${m.createdAt.toISOString()}\n\n${m.body}\n`);
        const taken = new Set(['message.txt']);
        for (const f of files) folder.file(uniqueName(f.fileName, taken), f.content);
      }
      return {
        fileName: `messages-${hongKongDateOf(now)}.zip`,
        contentType: 'application/zip',
        content: await zipOf(zip),
      };
    })(),
  );
}
