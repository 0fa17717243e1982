import { describe, expect, it } from 'vitest';
import { errorMessage } from '@eticket/domain/errors/error-catalogue';
import { AppError } from '../../http/app-error.ts';
import { withinTimeLimit } from './files.service.ts';

describe('the download time limit', () => {
  it('when a download takes longer than its limit, then it stops with the timeout error (MSG-E-0005) in three languages', async () => {
    const never = new Promise<never>(() => undefined);
    const error = await withinTimeLimit(never, 5).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('MSG-E-0005');
    expect((error as AppError).status).toBe(504);
    expect(errorMessage('DOWNLOAD_TIMEOUT', 'zh-hk')).toBe('下載時間過長，已被終止。請減少檔案數目後再試。');
    expect(errorMessage('DOWNLOAD_TIMEOUT', 'zh-cn')).toBe('下载时间过长，已被终止。请减少文件数目后再试。');
  });

  it('when a download finishes in time, then its result comes back', async () => {
    expect(await withinTimeLimit(Promise.resolve('zip'), 1000)).toBe('zip');
  });
});
