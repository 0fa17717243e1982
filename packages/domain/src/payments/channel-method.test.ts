import { describe, expect, it } from 'vitest';
import { channelRefusedOnMobile, isMobileUserAgent, methodCodeOfChannel } from './channel-method.ts';

describe('methodCodeOfChannel', () => {
  it.each([
    ['1', '2'],
    ['2', '0'],
    ['3', '1'],
    ['5', '1'],
    ['8', '1'],
    ['9', '7'],
    ['constructor', '7'],
  ])('when the channel is %s, then the method code is %s', (channel, method) => {
    expect(methodCodeOfChannel(channel)).toBe(method);
  });
});

describe('channelRefusedOnMobile', () => {
  it.each([
    ['2', true, true],
    ['3', true, true],
    ['4', true, true],
    ['5', true, false],
    ['2', false, false],
  ])('when channel %s is chosen on mobile=%s, then refused=%s', (channel, mobile, refused) => {
    expect(channelRefusedOnMobile(channel, mobile)).toBe(refused);
  });

  it('when the browser is an iPhone, then it is mobile; a desktop Chrome is not', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(
      true,
    );
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36')).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
  });
});
