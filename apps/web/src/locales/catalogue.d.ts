// A catalogue (.po) imported is compiled to a module by @lingui/vite-plugin (vite.config.ts).
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}
