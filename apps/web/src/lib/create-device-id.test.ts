import { isSmsDeviceId } from '@garden/domain';
import { describe, expect, it } from 'vitest';
import { createDeviceId } from './create-device-id';

describe('createDeviceId', () => {
  it('is 24 alphanumeric characters by default', () => {
    expect(createDeviceId()).toMatch(/^[A-Za-z0-9]{24}$/);
  });

  describe('properties', () => {
    it('every id is alphanumeric and 6 to 32 characters long', () => {
      for (let length = 6; length <= 32; length++) {
        const id = createDeviceId(length);
        expect(id).toHaveLength(length);
        expect(isSmsDeviceId(id)).toBe(true);
      }
    });
    it('two ids differ', () => {
      expect(createDeviceId()).not.toBe(createDeviceId());
    });
  });
});
