/** Whether a text is a valid SMS `device_id`: 6 to 32 ASCII letters and digits (storefront §7). */
export function isSmsDeviceId(text: string): boolean {
  return /^[A-Za-z0-9]{6,32}$/.test(text);
}
