// What the app's modules read of the browser when they load, as a first visit has it: nothing stored (the
// login key, the default city, the viewed goods start empty). Imported by build/first-paints.tsx before any of
// them, since Node has no storage of its own.

/** A storage holding nothing, which forgets what is put in it. */
const emptyStorage: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

Object.assign(globalThis, { localStorage: emptyStorage, sessionStorage: emptyStorage });
