import { SUCCESS_CODE } from '@eticket/domain/common/envelope';

export function ok<T>(data: T) {
  return { code: SUCCESS_CODE, message: 'success', data };
}
