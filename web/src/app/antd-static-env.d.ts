/** vite.config.ts `antdStatic()`: the address of the build's antd style file, null in the dev server and in tests. */
declare module 'virtual:antd-static' {
  const href: string | null;
  export default href;
}
