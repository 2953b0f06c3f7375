import { createTheme, type MantineColorsTuple } from '@mantine/core';

// The shop's leaf green, light to dark (Mantine needs ten shades).
const leaf: MantineColorsTuple = ['#ecf8f0', '#d8efe0', '#b0dec0', '#84cc9e', '#5fbc81', '#47b26f', '#39a863', '#2f7d4f', '#276b43', '#1c5634'];

/** Mantine theme: green palette and the Chinese font stack of styles/global.css. */
export const theme = createTheme({
  primaryColor: 'leaf',
  primaryShade: 7,
  colors: { leaf },
  fontFamily: 'var(--garden-font)',
  defaultRadius: 'md',
});
