import { describe, expect, it } from 'vitest';
import {
  applyBodySchema,
  generateCodeBodySchema,
  normaliseInvitationCode,
  sendCodeBodySchema,
} from './agents.schemas.ts';

describe('agent and application schemas', () => {
  it('when a code is typed with spaces, dashes or lower case, then it reads as the code', () => {
    expect(normaliseInvitationCode(' kx7pq-2m9rt ')).toBe('KX7PQ2M9RT');
  });

  it('when one to five distinct marks are given, then they pass normalised; six, none or a repeat do not', () => {
    expect(generateCodeBodySchema.parse({ vehicleNos: ['ab 1234'] }).vehicleNos).toEqual(['AB1234']);
    const six = ['AB1234', 'CD5678', 'HK2468', 'GX3579', 'LB8080', 'HC1001'];
    expect(generateCodeBodySchema.safeParse({ vehicleNos: six }).success).toBe(false);
    expect(generateCodeBodySchema.safeParse({ vehicleNos: [] }).success).toBe(false);
    expect(generateCodeBodySchema.safeParse({ vehicleNos: ['AB1234', 'ab 1234'] }).success).toBe(false);
    expect(generateCodeBodySchema.safeParse({ vehicleNos: ['IO1234'] }).success).toBe(false);
  });

  it('when a code is sent, then an SMS needs a Hong Kong mobile number and an e-mail an address', () => {
    const base = { invitationId: 1, code: 'KX7PQ2M9RT' };
    expect(sendCodeBodySchema.safeParse({ ...base, channel: 'SMS', destination: '6123 4567' }).success).toBe(
      true,
    );
    expect(sendCodeBodySchema.safeParse({ ...base, channel: 'SMS', destination: '2123 4567' }).success).toBe(
      false,
    );
    expect(
      sendCodeBodySchema.safeParse({ ...base, channel: 'EMAIL', destination: 'a@example.com' }).success,
    ).toBe(true);
    expect(sendCodeBodySchema.safeParse({ ...base, channel: 'EMAIL', destination: '61234567' }).success).toBe(
      false,
    );
  });

  it('when an owner is named by identity document, then brackets and spaces are dropped', () => {
    expect(applyBodySchema.parse({ ownerIdNo: 'c345678(5)', vehicleNos: ['HK2468'] }).ownerIdNo).toBe(
      'C3456785',
    );
  });
});
