/** The code generator (`/codegen/*`, issue 18): for the developers who extend JobMarket, under System. */
export const codegenPermissions = {
  /** List the read-model tables, read a configuration and its history, preview the generated files. */
  query: 'sys:codegen:query',
  /** Save or reset a configuration. */
  edit: 'sys:codegen:edit',
  /** Download the generated files as a zip. */
  download: 'sys:codegen:download',
} as const;

/** The demo pages (issue 18): the demo endpoints' own permission (the websocket demo's publish, the sanitising preview). */
export const demoPermissions = {
  query: 'sys:demo:query',
} as const;
