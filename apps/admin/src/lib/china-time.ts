import { formatChinaTime } from '@garden/domain';

// The shop's dates and times are Beijing's (UTC+8, no daylight saving) whatever the operator's computer says, as
// the server and the storefront read them. The inputs hold `YYYY-MM-DD` (type="date") or `YYYY-MM-DDTHH:mm`
// (type="datetime-local"); the calls send Unix seconds.

/** A Beijing day's first moment, or a Beijing minute, as Unix seconds; NaN for a blank or broken input. */
export const secondsOfChinaTime = (text: string) => Math.floor(Date.parse(`${text.length === 10 ? `${text}T00:00` : text}:00+08:00`) / 1000);

/** Unix seconds as the Beijing day a date input holds. */
export const chinaDayOf = (seconds: number) => formatChinaTime(new Date(seconds * 1000)).slice(0, 10);

/** Unix seconds as the Beijing minute a datetime-local input holds. */
export const chinaMinuteOf = (seconds: number) => formatChinaTime(new Date(seconds * 1000)).replace(' ', 'T');

/** Unix seconds as the Beijing minute Mantine's date-time picker holds (`YYYY-MM-DD HH:mm:ss`). */
export const chinaPickerValue = (seconds: number) => `${formatChinaTime(new Date(seconds * 1000))}:00`;

/** What Mantine's date-time picker holds, read as a Beijing minute: Unix seconds. */
export const secondsOfChinaPicker = (value: string) => secondsOfChinaTime(value.slice(0, 16).replace(' ', 'T'));

/** Unix seconds as the operator reads a Beijing time: 2026-10-01 08:00. */
export const chinaTimeText = (seconds: number) => formatChinaTime(new Date(seconds * 1000));

/** Unix seconds as the operator reads a Beijing moment to the second (audit rows, ledgers): 2026-11-27 08:30:05. */
export const formatTime = (seconds: number) => formatChinaTime(new Date(seconds * 1000), { seconds: true });
