import { createStore } from 'jotai';

/** The one jotai store; the shell provides it to every remote through <Provider>. */
export const store = createStore();
