/** `virtual:catalogue/it/order` (vite.config.ts): `{ order: {…} }`, one group of a catalogue. */
declare module 'virtual:catalogue/*' {
  const group: import('@app/shared').Catalogue;
  export default group;
}
