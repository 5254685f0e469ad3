// Vite's `?raw` imports (a file's text), which the static-headers test reads public/ files with.
declare module '*?raw' {
  const text: string;
  export default text;
}
