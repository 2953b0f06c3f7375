import { createStore } from 'jotai';

/**
 * The one jotai store of the app. React reads it through `<Provider store>`; code outside React
 * (the ky hooks, the error reporter) reads and writes the same atoms through it.
 */
export const appStore = createStore();
