import { createTheme } from '@mantine/core';

/**
 * Mantine theme of the back office: Mantine's own green (a working tool, near the storefront's leaf green without
 * repeating its palette) and a Chinese font stack (Noto Sans CJK on Linux, PingFang and YaHei elsewhere).
 */
export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: 8,
  fontFamily: '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif',
  defaultRadius: 'md',
});
