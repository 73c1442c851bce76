// Markdown files imported as text (esbuild's `text` loader; the example issue of the demo).
declare module '*.md' {
  const text: string;
  export default text;
}
