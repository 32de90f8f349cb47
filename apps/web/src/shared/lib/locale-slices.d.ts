// The texts of one language, in the parts locale-slices.ts (the Vite plugin) serves.
declare module 'virtual:locale/*' {
  const texts: Record<string, unknown>
  export default texts
}
