// Declarations for imports without their own: markdown files as text (esbuild's `text` loader; the example issue of the demo), Bottleneck's light build.
declare module '*.md' {
  const text: string;
  export default text;
}

// Bottleneck's light build (no Redis), as the throttling plugin imports it; its types are the full package's.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
